import os from 'node:os';

/** Above this 1-minute load average, other work shares the cores and no figure taken here counts. */
export const QUIET_LOAD = 1.5;
/** How long to let the load of what ran just before (the build) fade before deciding the machine is busy. */
const SETTLE_MS = 3 * 60_000;

const load = () => os.loadavg()[0] ?? 0;
let before = Number.POSITIVE_INFINITY;

/**
 * Waits (up to 3 minutes) for the load of what ran just before, such as the build, to fade, then takes the machine's
 * load as the measurement begins and prints it: the measurement's own load comes after and says nothing of other
 * work.
 */
export async function reportLoadBefore(): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  while (load() > QUIET_LOAD && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5000));
  before = load();
  const busy = before > QUIET_LOAD ? ` (above ${QUIET_LOAD}: the machine is busy, targets not judged)` : '';
  console.log(`load average before: ${before.toFixed(2)}${busy}`);
}

export function reportLoadAfter(): void {
  console.log(`load average after: ${load().toFixed(2)} (before: ${before.toFixed(2)})`);
}

/** Whether the machine was quiet enough, as the measurement began, for a figure to be judged. */
export const quiet = () => before <= QUIET_LOAD;

/** 'met' or 'not met', or 'not measured: machine busy' when other work shared the machine. */
export function verdict(met: boolean): string {
  if (!quiet()) return 'not measured: machine busy';
  return met ? 'met' : 'not met';
}
