import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startNodeFlags } from '../../bench/start-flags.js';
import { projectRoot } from '../support/app-process.js';

describe('the Node.js flags the server runs with', () => {
  it('are the same in npm start and in the systemd unit the README gives', () => {
    const readme = fs.readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
    const execStart = readme.match(/^ExecStart=\/usr\/bin\/node (.*) scripts\/start\.mjs$/m)?.[1];
    expect(startNodeFlags()).toContain('--max-semi-space-size=8');
    expect(execStart?.split(/\s+/)).toEqual(startNodeFlags());
  });
});
