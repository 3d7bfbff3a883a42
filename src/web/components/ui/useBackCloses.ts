import { useEffect, useRef } from 'react';

/**
 * The phone's Back button closes the dialog on top instead of leaving the screen. An open dialog adds a history
 * entry (same address, its id in `history.state.dialogs`); Back pops it and the dialog closes. A dialog closed in
 * any other way (Close, Cancel, Save) takes its entry away again, so history holds one entry per visible screen.
 */
export function useBackCloses(open: boolean, onClose: () => void) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    // Unique across page loads: an entry from before a reload never passes for a dialog open now.
    const id = `${performance.timeOrigin}:${++lastId}`;
    const stack = openDialogs();
    const top = stack.at(-1);
    if (top !== undefined && (closed.has(top) || !top.startsWith(`${performance.timeOrigin}:`))) {
      // One dialog replaces another that has just closed (the tutorial, then the guide), or one open before a
      // reload (reopened with its draft): it takes over that entry.
      closed.delete(top);
      history.replaceState({ ...history.state, dialogs: [...stack.slice(0, -1), id] }, '');
    } else history.pushState({ ...history.state, dialogs: [...stack, id] }, '');
    let closedByBack = false;
    const onPopState = () => {
      if (openDialogs().includes(id)) return;
      closedByBack = true;
      close.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (!closedByBack) popWhenClosed(id);
    };
  }, [open]);
}

let lastId = 0;
const closed = new Set<string>();

function openDialogs(): string[] {
  const state: unknown = history.state;
  const dialogs = typeof state === 'object' && state !== null && 'dialogs' in state ? state.dialogs : [];
  return Array.isArray(dialogs) ? dialogs : [];
}

/**
 * Dialogs closing together (a confirmation and the dialog under it) go back once, by as many entries as they added;
 * an entry that is no longer on top (the dialog led to another screen) is left in place.
 */
function popWhenClosed(id: string) {
  closed.add(id);
  if (closed.size > 1) return;
  queueMicrotask(() => {
    if (closed.size === 0) return;
    const stack = openDialogs();
    let count = 0;
    while (count < stack.length && closed.has(stack[stack.length - 1 - count] ?? '')) count++;
    closed.clear();
    if (count > 0) history.go(-count);
  });
}
