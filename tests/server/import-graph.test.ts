import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';

/**
 * The layers CONTRIBUTING.md draws, read off every import in src/: an arrow may point down or across a layer,
 * never up. A failure lists each arrow that points up, as `importer -> imported`.
 */
const src = path.resolve(import.meta.dirname, '../../src');

/** The server's own machinery: what every feature may use, and which knows no feature. */
const SERVER_FOUNDATION = [
  'background.ts',
  'clock.ts',
  'config.ts',
  'db',
  'deps.ts',
  'errors.ts',
  'heavy-work',
  'http',
  'i18n.ts',
  'jobs',
  'logger.ts',
  'mail',
  'metrics',
  'project-root.ts',
  'secrets.ts',
  'sessions',
  'system-log',
  'time',
];
/** What puts the features together and starts them: nothing below imports it. */
const SERVER_COMPOSITION = ['app.ts', 'compose', 'main.ts', 'cli'];
/** The web app's layers, lowest first; a file at the top level of src/web (App.tsx, main.tsx...) is above all. */
const WEB_LAYERS = [['lib', 'i18n', 'zod-jitless.ts'], ['api'], ['components', 'hooks'], ['features']];

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every module a file names: static imports and re-exports (types included) and dynamic `import()`. */
function specifiers(file: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const current = node as { type?: string; source?: { value?: unknown }; [key: string]: unknown };
    if (
      (current.type === 'ImportDeclaration' ||
        current.type === 'ExportNamedDeclaration' ||
        current.type === 'ExportAllDeclaration' ||
        current.type === 'ImportExpression') &&
      typeof current.source?.value === 'string'
    ) {
      found.push(current.source.value);
    }
    if (current.type === 'TSImportType') {
      const argument = current.argument as { value?: unknown; literal?: { value?: unknown } } | undefined;
      const value = argument?.literal?.value ?? argument?.value;
      if (typeof value === 'string') found.push(value);
    }
    for (const [key, child] of Object.entries(current)) {
      if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments') visit(child);
    }
  };
  const ast = parse(fs.readFileSync(file, 'utf8'), {
    sourceType: 'module',
    plugins: ['typescript', 'jsx'],
    createImportExpressions: true,
  });
  visit(ast.program);
  return found;
}

/** The file a relative specifier names, as src/-relative path; a package or `node:` module as itself. */
function target(importer: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const absolute = path.resolve(path.dirname(importer), specifier.replace(/\.js$/, ''));
  const candidates = [`${absolute}.ts`, `${absolute}.tsx`, absolute, path.join(absolute, 'index.ts')];
  const file = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  return path.relative(src, file ?? absolute);
}

const graph = sourceFiles(src).map((file) => ({
  from: path.relative(src, file),
  to: specifiers(file).map((specifier) => target(file, specifier)),
}));

/** The first folder (or file) under src/<side>/. */
const topOf = (file: string) => file.split('/')[1] ?? '';

function serverLayer(file: string): number {
  if (SERVER_FOUNDATION.includes(topOf(file))) return 0;
  if (SERVER_COMPOSITION.includes(topOf(file))) return 2;
  return 1;
}

function webLayer(file: string): number {
  const layer = WEB_LAYERS.findIndex((names) => names.includes(topOf(file)));
  return layer === -1 ? WEB_LAYERS.length : layer;
}

function upward(side: 'server' | 'web', layer: (file: string) => number): string[] {
  return graph.flatMap(({ from, to }) =>
    from.startsWith(`${side}/`)
      ? to
          .filter((file) => file.startsWith(`${side}/`) && layer(file) > layer(from))
          .map((file) => `${from} -> ${file}`)
      : [],
  );
}

describe('the import graph', () => {
  it('is read: every file of src/ and its imports', () => {
    expect(graph.length).toBeGreaterThan(300);
    const http = graph.find(({ from }) => from === 'server/http/access.ts');
    expect(http?.to).toContain('server/errors.ts');
  });

  it('keeps src/shared to itself and to packages that run on both sides', () => {
    const outside = graph.flatMap(({ from, to }) =>
      from.startsWith('shared/')
        ? to
            .filter((file) => file.startsWith('node:') || file.startsWith('server/') || file.startsWith('web/'))
            .map((file) => `${from} -> ${file}`)
        : [],
    );
    expect(outside).toEqual([]);
  });

  it('keeps the server and the web app apart', () => {
    const crossing = graph.flatMap(({ from, to }) =>
      to
        .filter(
          (file) =>
            (from.startsWith('server/') && file.startsWith('web/')) ||
            (from.startsWith('web/') && file.startsWith('server/')),
        )
        .map((file) => `${from} -> ${file}`),
    );
    expect(crossing).toEqual([]);
  });

  it('has no arrow up on the server: the foundation knows no feature, and nothing imports the composition', () => {
    expect(upward('server', serverLayer)).toEqual([]);
  });

  it('has no arrow up in the web app: lib, then api, then components and hooks, then features', () => {
    expect(upward('web', webLayer)).toEqual([]);
  });

  it('sees an arrow up when there is one', () => {
    expect(serverLayer('server/http/access.ts')).toBeLessThan(serverLayer('server/boxes/service.ts'));
    expect(serverLayer('server/boxes/service.ts')).toBeLessThan(serverLayer('server/app.ts'));
    expect(webLayer('web/api/client.ts')).toBeLessThan(webLayer('web/features/auth/useUser.ts'));
    expect(webLayer('web/features/auth/useUser.ts')).toBeLessThan(webLayer('web/App.tsx'));
  });
});
