import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Writes .br and .gz beside every text file of the build, so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'korai-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await fs.readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => /\.(js|css|html|svg|json|webmanifest|txt)$/.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const content = await fs.readFile(full);
            if (content.length < 1024) return;
            await fs.writeFile(`${full}.gz`, await gzip(content, { level: 9 }));
            await fs.writeFile(
              `${full}.br`,
              await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }),
      );
    },
  };
}

/**
 * The emoji picker's data (the emojibase-data package, one file per language) served from Korai's own origin at
 * /emojibase/{locale}/: emitted into the build, and served from node_modules by the dev server. No CDN is asked.
 */
export const EMOJIBASE_LOCALES = ['it', 'en', 'es', 'fr', 'de', 'pt', 'ru', 'hi', 'ja', 'zh'] as const;
function emojibaseData(): Plugin {
  const source = path.resolve('node_modules/emojibase-data');
  const files = EMOJIBASE_LOCALES.flatMap((locale) =>
    ['data.json', 'messages.json'].map((file) => `${locale}/${file}`),
  );
  return {
    name: 'korai-emojibase-data',
    apply: (_config, env) => !env.isSsrBuild,
    async generateBundle() {
      for (const file of files) {
        this.emitFile({
          type: 'asset',
          fileName: `emojibase/${file}`,
          source: await fs.readFile(path.join(source, file)),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use('/emojibase/', (request, response, next) => {
        const file = (request.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (!files.includes(file)) return next();
        response.setHeader('Content-Type', 'application/json');
        void fs.readFile(path.join(source, file)).then((content) => response.end(content), next);
      });
    },
  };
}

/** The service worker's source; the build writes its version into it (see `serviceWorker`). */
const SERVICE_WORKER_SOURCE = path.resolve('src/web/sw.js');
const SERVICE_WORKER_BUILD_LINE = "const BUILD = { version: 'dev' };";

/**
 * Emits /sw.js with a version taken from the build's files and its page, so each new build installs a new worker
 * (which drops what the previous one kept). The dev server serves the source as it is, which keeps nothing.
 */
function serviceWorker(): Plugin {
  return {
    name: 'korai-service-worker',
    enforce: 'post',
    apply: (_config, env) => !env.isSsrBuild,
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      const version = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .update(page?.type === 'asset' ? page.source : '')
        .digest('hex')
        .slice(0, 16);
      const source = await fs.readFile(SERVICE_WORKER_SOURCE, 'utf8');
      if (!source.includes(SERVICE_WORKER_BUILD_LINE)) throw new Error(`sw.js lacks: ${SERVICE_WORKER_BUILD_LINE}`);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: source.replace(SERVICE_WORKER_BUILD_LINE, `const BUILD = ${JSON.stringify({ version })};`),
      });
    },
    configureServer(server) {
      server.middlewares.use('/sw.js', (_request, response, next) => {
        response.setHeader('Content-Type', 'text/javascript');
        void fs.readFile(SERVICE_WORKER_SOURCE).then((content) => response.end(content), next);
      });
    },
  };
}

/** What a module is part of, for the bundle report: its npm package, or its folder of the web app. */
function moduleGroup(id: string): string {
  const inPackage = id.split('node_modules/').at(-1);
  if (inPackage !== undefined && inPackage !== id) {
    const [scope = '', name = ''] = inPackage.split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (id.startsWith('\0')) return '(build runtime)';
  const inApp = path.relative(path.resolve('src'), id.replace(/\?.*$/, ''));
  if (inApp.startsWith('..')) return '(build runtime)';
  return inApp
    .split(path.sep)
    .slice(0, 3)
    .join('/')
    .replace(/\.[jt]sx?$/, '');
}

/**
 * Writes dist/bundle-composition.json: for each JavaScript file of the build, the bytes each package or app folder
 * puts in it (its share of the minified file, before compression). `npm run audit` reads it to say what each screen's JavaScript is made of.
 */
function bundleComposition(): Plugin {
  return {
    name: 'korai-bundle-composition',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async writeBundle(options, bundle) {
      const composition: Record<string, Record<string, number>> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const groups: Record<string, number> = {};
        for (const [id, module] of Object.entries(chunk.modules)) {
          const group = moduleGroup(id);
          groups[group] = (groups[group] ?? 0) + module.renderedLength;
        }
        // Rollup counts each module before minification; the shares are scaled to the file as written.
        const rendered = Object.values(groups).reduce((sum, bytes) => sum + bytes, 0) || 1;
        const written = Buffer.byteLength(chunk.code);
        composition[chunk.fileName] = Object.fromEntries(
          Object.entries(groups).map(([group, bytes]) => [group, Math.round((bytes / rendered) * written)]),
        );
      }
      const outDir = options.dir ?? path.resolve('dist/web');
      await fs.writeFile(path.join(outDir, '..', 'bundle-composition.json'), `${JSON.stringify(composition)}\n`);
    },
  };
}

/**
 * The modules the landing page's script (`features/landing/landing-islands.ts`) imports, found once the build has
 * read every module: they go in a file of their own, rather than in the file of shared modules, which imports
 * React, so that the landing page loads none of it. The script itself stays out of that file: the app imports
 * some of the same modules, and must not run the landing page's script with them.
 */
function landingModules(): Plugin & { has(id: string): boolean } {
  const imported = new Set<string>();
  return {
    name: 'korai-landing-modules',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildEnd() {
      const script = [...this.getModuleIds()].find((id) => /features[\\/]landing[\\/]landing-islands\.ts$/.test(id));
      if (!script) throw new Error('the landing page has no landing-islands.ts');
      const next = [...(this.getModuleInfo(script)?.importedIds ?? [])];
      for (let id = next.pop(); id !== undefined; id = next.pop()) {
        if (imported.has(id)) continue;
        imported.add(id);
        next.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    has: (id) => imported.has(id),
  };
}

const landing = landingModules();

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), emojibaseData(), serviceWorker(), landing, bundleComposition(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // No `<link rel="modulepreload">` added by the loader for a lazy import's files: each link costs a phone's main
    // thread a few milliseconds as a screen opens (80-300 ms in all at 4x slower CPU, most of it as the app starts),
    // while the browser finds a module's imports itself one round trip later, and only the first time: the service
    // worker keeps each file once loaded.
    modulePreload: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // A phone on a slow network pays a round trip for each file: the libraries every screen runs come
            // in two files, and the app's small modules that several screens share in another, rather than as
            // dozens of files of a few hundred bytes each. Catalogues and the screens stay split.
            codeSplitting: {
              groups: [
                // The helper that loads a screen's files: the page's first script needs it alone, not the files
                // the groups below would otherwise pull in with it.
                { name: 'preload-helper', test: /preload-helper/, priority: 4 },
                { name: 'landing', test: (id: string) => landing.has(id), priority: 3 },
                // Two files rather than one, so that no single script holds the main thread for long.
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
                {
                  name: 'libraries',
                  test: /node_modules[\\/](i18next|react-i18next|@tanstack|wouter|zod)[\\/]/,
                  priority: 2,
                },
                {
                  name: 'shared',
                  test: /src[\\/](web[\\/](components|hooks|lib|api)|shared[\\/](?!i18n[\\/]locales))/,
                  minShareCount: 2,
                  maxModuleSize: 12_000,
                  priority: 1,
                },
              ],
            },
          },
        },
  },
  // The landing page's prerenderer (`vite build --ssr`) carries its libraries, so the server needs none of them.
  ssr: { noExternal: true },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
