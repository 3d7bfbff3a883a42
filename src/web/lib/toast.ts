import { useSyncExternalStore } from 'react';

/** A button on the toast, such as 'Annulla' after a tap; `altText` tells screen readers how else to do it. */
export interface ToastAction {
  label: string;
  altText: string;
  onAction: () => void;
}

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  action?: ToastAction;
}

export const TOAST_DURATION_MS = 3000;
/** Long enough to reach for the action (undoing a mis-tap). */
export const TOAST_WITH_ACTION_DURATION_MS = 5000;

/** One toast at a time: a new one replaces the one showing. */
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(message: Omit<ToastMessage, 'id' | 'variant'> & { variant?: ToastMessage['variant'] }) {
  current = { variant: 'default', ...message, id: nextId++ };
  emit();
}

/** Puts away whatever toast is showing. */
export function dismissCurrentToast() {
  if (!current) return;
  current = null;
  emit();
}

export function dismissToast(id: number) {
  if (current?.id !== id) return;
  current = null;
  emit();
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
