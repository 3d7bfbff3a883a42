#!/usr/bin/env node
// `npm start` builds only when the build is missing or its inputs changed since it was made.
//   node scripts/build-if-needed.mjs          build (npm run build) if needed
//   node scripts/build-if-needed.mjs --check  only say whether a build is needed (exit 0: up to date, 3: needed)
//   --begin / --end                           run by npm's prebuild / postbuild: remember the inputs a build starts
//                                             from, and stamp them once it has succeeded
// The stamp (dist/.build-stamp) is a SHA-256 of the inputs' paths and contents, taken before the build starts,
// so a file changed during a build makes the next start build again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the build reads: every source but tests, and the build's configuration and dependencies. */
const INPUT_FOLDERS = ['src'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json', 'tsconfig.server.json'];
const isTest = (file) => /\.test\.tsx?$/.test(file);
/** What `npm start` runs; without them there is nothing to start, whatever the stamp says. */
const OUTPUTS = ['dist/node/server/main.js', 'dist/web/index.html', 'dist/ssr/prerender.js'];

const stampFile = (root) => path.join(root, 'dist', '.build-stamp');
const pendingFile = (root) => path.join(root, 'dist', '.build-stamp.pending');

/** The SHA-256 of the build's inputs under `root`: each file's path and content, in path order. */
function inputsHash(root) {
  const files = INPUT_FILES.filter((file) => fs.existsSync(path.join(root, file)));
  for (const folder of INPUT_FOLDERS) {
    const entries = fs.readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name));
      if (!isTest(file)) files.push(file.split(path.sep).join('/'));
    }
  }
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether `root` needs a build, and why. */
function buildDecision(root) {
  const missing = OUTPUTS.find((file) => !fs.existsSync(path.join(root, file)));
  if (missing) return { needed: true, reason: `${missing} is missing` };
  const stamp = fs.existsSync(stampFile(root)) ? fs.readFileSync(stampFile(root), 'utf8').trim() : '';
  if (!stamp) return { needed: true, reason: 'no record of the last build' };
  if (stamp !== inputsHash(root)) return { needed: true, reason: 'sources or build configuration changed' };
  return { needed: false, reason: 'the build is up to date' };
}

function begin(root) {
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
  fs.rmSync(stampFile(root), { force: true });
  fs.writeFileSync(pendingFile(root), inputsHash(root));
}

function end(root) {
  fs.renameSync(pendingFile(root), stampFile(root));
}

const root = process.cwd();
const mode = process.argv[2];
if (mode === '--begin') begin(root);
else if (mode === '--end') end(root);
else {
  const decision = buildDecision(root);
  if (mode === '--check') {
    console.log(decision.needed ? `build needed: ${decision.reason}` : decision.reason);
    process.exit(decision.needed ? 3 : 0);
  }
  if (decision.needed) {
    // A production install (npm ci --omit=dev) has no build tools: it runs the build it was given.
    if (!fs.existsSync(path.join(root, 'node_modules', 'vite'))) {
      console.error(
        `Korai needs a build (${decision.reason}), but its build tools are not installed here. ` +
          'Build it where the development dependencies are (npm install && npm run build), then start it.',
      );
      process.exit(1);
    }
    console.log(`Building Korai: ${decision.reason}.`);
    // The build is for production whatever the caller's NODE_ENV (a test runner's `test` would make Vite ship
    // React's development build: slower, and loud about every hydration difference).
    const env = { ...process.env, NODE_ENV: 'production' };
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', env });
    process.exit(build.status ?? 1);
  }
}
