import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../support/app-process.js';

const run = promisify(execFile);
const script = path.join(projectRoot, 'scripts', 'build-if-needed.mjs');
let root: string;

/**
 * A project shaped like Korai whose build only writes the three files `npm start` needs and counts its runs,
 * wired like package.json: npm's prebuild and postbuild call the script around the build.
 */
async function makeProject(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'korai-build-'));
  await fs.mkdir(path.join(folder, 'src', 'server'), { recursive: true });
  await fs.writeFile(path.join(folder, 'src', 'server', 'main.ts'), 'console.log("korai")\n');
  await fs.writeFile(path.join(folder, 'src', 'server', 'main.test.ts'), 'test\n');
  await fs.writeFile(path.join(folder, 'vite.config.ts'), 'export default {}\n');
  // Its build tools are installed (a production install, without them, is tried on its own below).
  await fs.mkdir(path.join(folder, 'node_modules', 'vite'), { recursive: true });
  const build = `
    const fs = require('node:fs');
    for (const file of ['dist/node/server/main.js', 'dist/web/index.html', 'dist/ssr/prerender.js']) {
      fs.mkdirSync(require('node:path').dirname(file), { recursive: true });
      fs.writeFileSync(file, '');
    }
    fs.appendFileSync('builds.log', 'built\\n');`;
  const scripts = {
    prebuild: `node ${script} --begin`,
    build: `node -e "${build.replace(/\n\s*/g, ' ').replace(/"/g, '\\"')}"`,
    postbuild: `node ${script} --end`,
  };
  await fs.writeFile(path.join(folder, 'package.json'), JSON.stringify({ name: 'fake', private: true, scripts }));
  return folder;
}

async function check(): Promise<string> {
  const { stdout } = await run(process.execPath, [script, '--check'], { cwd: root }).catch(
    (error: { code: number; stdout: string }) => {
      if (error.code !== 3) throw error;
      return error;
    },
  );
  return stdout.trim();
}

async function startBuild(): Promise<number> {
  await run(process.execPath, [script], { cwd: root });
  const log = await fs.readFile(path.join(root, 'builds.log'), 'utf8').catch(() => '');
  return log.split('\n').filter(Boolean).length;
}

beforeEach(async () => {
  root = await makeProject();
});
afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

// Each build runs npm, which takes a second or more on a busy machine.
describe('npm start builds only when needed', { timeout: 90_000 }, () => {
  it('builds a project never built, then not again while nothing changed', async () => {
    expect(await check()).toBe('build needed: dist/node/server/main.js is missing');
    expect(await startBuild()).toBe(1);
    expect(await check()).toBe('the build is up to date');
    expect(await startBuild()).toBe(1);
  });

  it('builds again when a source or the build configuration changes, not when a file is only touched', async () => {
    expect(await startBuild()).toBe(1);
    const source = path.join(root, 'src', 'server', 'main.ts');
    const later = new Date(Date.now() + 60_000);
    await fs.utimes(source, later, later);
    expect(await check()).toBe('the build is up to date');

    await fs.appendFile(source, 'console.log("changed")\n');
    expect(await check()).toBe('build needed: sources or build configuration changed');
    expect(await startBuild()).toBe(2);

    await fs.writeFile(path.join(root, 'src', 'server', 'new-feature.ts'), 'export {}\n');
    expect(await startBuild()).toBe(3);
    await fs.appendFile(path.join(root, 'vite.config.ts'), '// another plugin\n');
    expect(await startBuild()).toBe(4);
    await fs.appendFile(path.join(root, 'src', 'server', 'main.test.ts'), 'another test\n');
    expect(await startBuild()).toBe(4);
  });

  it('builds again when an output is gone or the last build did not finish', async () => {
    expect(await startBuild()).toBe(1);
    await fs.rm(path.join(root, 'dist', 'web', 'index.html'));
    expect(await check()).toBe('build needed: dist/web/index.html is missing');
    expect(await startBuild()).toBe(2);

    await run(process.execPath, [script, '--begin'], { cwd: root });
    expect(await check()).toBe('build needed: no record of the last build');
  });
});

describe('a production install, without the build tools', () => {
  it('runs the build it was given, and says what to do when there is none', async () => {
    await startBuild();
    await fs.rm(path.join(root, 'node_modules', 'vite'), { recursive: true });
    expect(await startBuild()).toBe(1);
    await fs.rm(path.join(root, 'dist', 'web', 'index.html'));
    const refused = await run(process.execPath, [script], { cwd: root }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain('its build tools are not installed here');
  });
});
