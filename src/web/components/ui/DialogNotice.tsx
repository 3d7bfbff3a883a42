import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, TOAST_DURATION_MS, TOAST_WITH_ACTION_DURATION_MS, useCurrentToast } from '../../lib/toast';

/**
 * The current toast, inside the dialog on top: a confirmation for a few seconds, a failure until the next try or
 * until the dialog closes. A failure takes the focus when the dialog had lost it (a busy button that went away), so
 * the keyboard and Escape keep working in the dialog.
 */
export function DialogNotice() {
  const { t } = useTranslation();
  const current = useCurrentToast();
  const box = useRef<HTMLDivElement>(null);
  const failure = current?.variant === 'destructive';

  useEffect(() => {
    if (!current || failure) return;
    const timer = setTimeout(
      () => dismissToast(current.id),
      current.action ? TOAST_WITH_ACTION_DURATION_MS : TOAST_DURATION_MS,
    );
    return () => clearTimeout(timer);
  }, [current, failure]);

  useEffect(() => {
    if (!current || !failure) return;
    const dialog = box.current?.closest('[role="dialog"], [role="alertdialog"]');
    if (dialog && !dialog.contains(document.activeElement)) box.current?.focus();
    // A failure is about this dialog: once it closes, it is not shown again over the page.
    return () => dismissToast(current.id);
  }, [current, failure]);

  if (!current) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      data-dialog-notice
      role={failure ? 'alert' : 'status'}
      className={`mb-4 flex items-start gap-3 rounded-xl p-3 text-sm outline-none ${
        failure
          ? 'bg-red-50 text-red-900 ring-1 ring-red-200 dark:bg-red-950 dark:text-red-100 dark:ring-red-900'
          : 'bg-emerald-50 text-emerald-950 ring-1 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-50 dark:ring-emerald-900'
      }`}
    >
      <div className="flex-1">
        <p className="font-semibold">{current.title}</p>
        {current.description && <p className="mt-0.5">{current.description}</p>}
      </div>
      {current.action && (
        <button
          type="button"
          onClick={() => {
            current.action?.onAction();
            dismissToast(current.id);
          }}
          className="-my-2 min-h-11 min-w-11 rounded-lg px-3 font-semibold hover:bg-black/5"
        >
          {current.action.label}
        </button>
      )}
      <button
        type="button"
        aria-label={t('common.dismissMessage')}
        onClick={() => dismissToast(current.id)}
        className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-black/5"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
