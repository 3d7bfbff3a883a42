import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';

/**
 * The bounds CONTRIBUTING.md sets so that a file and a function each do one job: a function that grows past them
 * is split into named steps or files of their own. A function that only returns one literal (a language's
 * knowledge texts) is data, not a job, and is not counted.
 */
const MAX_FUNCTION_LINES = 80;
const MAX_FILE_LINES = 300;

const src = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

interface Node {
  type: string;
  loc?: { start: { line: number }; end: { line: number } };
  body?: Node | Node[];
  id?: { name?: string } | null;
  key?: { name?: string };
  [key: string]: unknown;
}

const FUNCTION_TYPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ObjectMethod',
  'ClassMethod',
]);

/** An arrow whose body is an object or array literal: it returns data and does nothing else. */
function returnsOnlyData(node: Node): boolean {
  const body = node.body as Node | undefined;
  return (
    node.type === 'ArrowFunctionExpression' && (body?.type === 'ObjectExpression' || body?.type === 'ArrayExpression')
  );
}

function longFunctions(file: string): string[] {
  const ast = parse(fs.readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const found: string[] = [];
  const visit = (value: unknown, name: string): void => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const child of value) visit(child, name);
      return;
    }
    const node = value as Node;
    if (FUNCTION_TYPES.has(node.type) && node.loc && !returnsOnlyData(node)) {
      const lines = node.loc.end.line - node.loc.start.line + 1;
      const called = node.id?.name ?? node.key?.name ?? name;
      if (lines > MAX_FUNCTION_LINES)
        found.push(`${path.relative(src, file)}:${node.loc.start.line} ${called} (${lines})`);
    }
    const childName = node.type === 'VariableDeclarator' ? ((node.id as { name?: string })?.name ?? name) : name;
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments') visit(child, childName);
    }
  };
  visit(ast.program, '');
  return found;
}

const files = sourceFiles(src);

describe('code size', () => {
  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    expect(files.flatMap(longFunctions)).toEqual([]);
  });

  it(`has no file over ${MAX_FILE_LINES} lines`, () => {
    const long = files
      .map((file) => ({ file: path.relative(src, file), lines: fs.readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_FILE_LINES)
      .map(({ file, lines }) => `${file} (${lines})`);
    expect(long).toEqual([]);
  });

  it('counts a long function and leaves a data literal alone', () => {
    const folder = fs.mkdtempSync(path.join(import.meta.dirname, '.code-size-'));
    try {
      const body = Array.from({ length: MAX_FUNCTION_LINES }, (_, line) => `  const a${line} = ${line};`).join('\n');
      const entries = Array.from({ length: MAX_FUNCTION_LINES }, (_, line) => `  a${line}: ${line},`).join('\n');
      const file = path.join(folder, 'sample.ts');
      fs.writeFileSync(file, `export function long() {\n${body}\n}\nexport const data = () => ({\n${entries}\n});\n`);
      expect(longFunctions(file).map((found) => found.replace(/^.*:\d+ /, ''))).toEqual([
        `long (${MAX_FUNCTION_LINES + 2})`,
      ]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
