/**
 * Work done after the answer has gone (a mail that must not make one answer slower than another): failures are
 * logged, and shutdown (and a test) can wait until everything started has finished.
 */
export function createBackground(log: (message: string, error: unknown) => void) {
  const running = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<unknown>): void {
      const done: Promise<void> = task()
        .then(() => undefined)
        .catch((error: unknown) => log(`${name} failed`, error))
        .finally(() => running.delete(done));
      running.add(done);
    },
    /** How many tasks are under way (mails being sent). */
    pending(): number {
      return running.size;
    },
    /** Resolves once every task started so far (and any they started) has finished. */
    async idle(): Promise<void> {
      while (running.size) await Promise.all(running);
    },
  };
}

export type Background = ReturnType<typeof createBackground>;
