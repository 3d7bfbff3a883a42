import { useRef } from 'react';

/**
 * Gives the focus back to what had it before a dialog opened (the dialogs here are opened from state, with no
 * Radix trigger to return to). Spread the result on a Radix dialog's Content.
 */
export function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!returnTo.current?.isConnected) return;
      event.preventDefault();
      returnTo.current.focus();
    },
  };
}
