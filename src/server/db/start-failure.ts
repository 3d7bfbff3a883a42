import type { ServerAccount } from './server-account.js';

/** How a PostgreSQL program ended when it failed. */
export interface ProgramFailure {
  /** What was being done, as the start of a sentence: 'Creating the PostgreSQL cluster in ...'. */
  step: string;
  program: string;
  account?: ServerAccount;
  /** A spawn error's code (EACCES, ENOENT...) when the program could not be run at all. */
  spawnCode?: string;
  exitCode?: number | null;
  signal?: string | null;
  /** What the program printed or logged, if anything. */
  output?: string;
}

const OTHER_SERVER = 'Or set DATABASE_URL to use a PostgreSQL server of your own.';

/**
 * The failure as a sentence with its cause and its fix, never an empty message: "initdb failed for ...: "
 * with nothing after the colon told an operator nothing.
 */
export function startFailure(failure: ProgramFailure): Error {
  const who = failure.account ? ` as the ${failure.account.name} user` : '';
  if (failure.spawnCode) {
    const fix =
      failure.spawnCode === 'ENOENT'
        ? 'The file is missing: install the dependencies again (npm ci).'
        : `The ${failure.account?.name ?? 'current'} user must be able to enter every folder above it and to read and run it: move the project out of a folder only root may enter (such as /root), or run Korai as an ordinary user.`;
    return new Error(
      `${failure.step} failed: ${failure.program} cannot be run${who} (${failure.spawnCode}). ${fix} ${OTHER_SERVER}`,
    );
  }
  const ending = failure.signal ? `was killed by ${failure.signal}` : `exited with code ${failure.exitCode}`;
  const head = `${failure.step} failed: ${failure.program}, run${who || ' as the current user'}, ${ending}`;
  const output = failure.output?.trim();
  if (output) return new Error(`${head}:\n${output}\nFix what it reports above. ${OTHER_SERVER}`);
  return new Error(
    `${head} without saying why. Check that the disk has free space and that the cluster folder belongs to the user PostgreSQL runs as. ${OTHER_SERVER}`,
  );
}
