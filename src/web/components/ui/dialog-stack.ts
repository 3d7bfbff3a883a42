import { useEffect, useId, useSyncExternalStore } from 'react';
import { dismissCurrentToast } from '../../lib/toast';

/**
 * The modal dialogs on screen, the last opened on top. While one is open, toasts show inside it (`DialogNotice`)
 * rather than over the page: a toast over a bottom sheet would cover its buttons, and as a layer of its own it
 * would take the first Escape meant for the dialog.
 */
let stack: readonly string[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Registers a dialog while it is open; opening one puts away the toast left from before (the person moved on). */
export function useDialogOnStack(open: boolean): { onTop: boolean } {
  const id = useId();
  useEffect(() => {
    if (!open) return;
    dismissCurrentToast();
    stack = [...stack, id];
    emit();
    return () => {
      stack = stack.filter((entry) => entry !== id);
      emit();
    };
  }, [open, id]);
  const top = useSyncExternalStore(
    subscribe,
    () => stack.at(-1),
    () => undefined,
  );
  return { onTop: open && top === id };
}

/** Whether any modal dialog is open. */
export function useAnyDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => stack.length > 0,
    () => false,
  );
}
