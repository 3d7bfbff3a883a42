import { useEffect, useState } from 'react';
import { openDialogBeforeReload, rememberOpenDialog } from './useFormDraft';

/**
 * A screen's dialog that a reload opens again. `open` is the key of the dialog open now (`goal:new`, `rename:42`)
 * or null; after a reload `reopen` is offered the key that was open, until it returns true: it opens that dialog
 * once what it needs is loaded, or drops a key that is not its screen's.
 */
export function useDialogAcrossReload(open: string | null, reopen: (key: string) => boolean) {
  const [pending, setPending] = useState(openDialogBeforeReload);
  useEffect(() => {
    if (pending && reopen(pending)) setPending(null);
  });
  useEffect(() => {
    if (!pending) rememberOpenDialog(open);
  }, [open, pending]);
}
