import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/** A modal question with Cancel and a confirming action; Escape or Cancel closes it. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  message?: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="confirm-title"
      className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50 dark:bg-slate-900"
    >
      <h2 id="confirm-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {message && <p className="mt-2 text-slate-600 dark:text-slate-300">{message}</p>}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
