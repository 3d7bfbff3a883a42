/** Aborts `controller` when `alive` has not been called for `afterMs`; `stalled` tells whether it did. */
export function stallWatchdog(controller: AbortController, afterMs: number) {
  let stalled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    alive() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        controller.abort();
      }, afterMs);
    },
    stop: () => clearTimeout(timer),
    stalled: () => stalled,
  };
}
