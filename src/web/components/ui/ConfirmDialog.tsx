import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { DialogNotice } from './DialogNotice';
import { useDialogOnStack } from './dialog-stack';
import { useBackCloses } from './useBackCloses';
import { useReturnFocus } from './useReturnFocus';

/** A question that needs an answer: Cancel (or Back), or the confirming action (destructive unless told otherwise). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  busy = false,
  tone = 'danger',
  children,
}: {
  open: boolean;
  title: string;
  message?: string;
  confirmLabel: string;
  /** The answer that changes nothing; 'Annulla' unless the action itself is a cancellation. */
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  tone?: 'danger' | 'primary';
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  useBackCloses(open, onClose);
  const { onTop } = useDialogOnStack(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          {...returnFocus}
          {...(message ? {} : { 'aria-describedby': undefined })}
          className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </AlertDialog.Title>
          {message && (
            <AlertDialog.Description className="mt-2 text-slate-600 dark:text-slate-300">
              {message}
            </AlertDialog.Description>
          )}
          {children}
          {onTop && (
            <div className="mt-4">
              <DialogNotice />
            </div>
          )}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel ?? t('common.cancel')}</Button>
            </AlertDialog.Cancel>
            <Button variant={tone} disabled={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
