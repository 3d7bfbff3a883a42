#!/usr/bin/env node
// `npm start`: builds first when the sources changed since the last build (a production install, without the
// build tools, runs the build it was given), then runs the server in this same process, so the signals a
// supervisor sends (SIGTERM, SIGINT) reach the server itself and it stops its own PostgreSQL.
import { spawnSync } from 'node:child_process';

const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
await import('../dist/node/server/main.js');
