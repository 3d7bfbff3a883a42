import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dismissToast, TOAST_DURATION_MS, TOAST_WITH_ACTION_DURATION_MS, useCurrentToast } from '../../lib/toast';
import { useAnyDialogOpen } from './dialog-stack';

/**
 * Shows the current toast for 3 s (5 s with an action); a new one takes its place. While a dialog is open the
 * dialog shows it instead (`DialogNotice`).
 */
export function Toaster() {
  const { t } = useTranslation();
  const toast = useCurrentToast();
  const current = useAnyDialogOpen() ? null : toast;
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} label={t('toast.label')}>
      {current && (
        <RadixToast.Root
          key={current.id}
          duration={current.action ? TOAST_WITH_ACTION_DURATION_MS : TOAST_DURATION_MS}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismissToast(current.id)}
          className={`flex items-start gap-3 rounded-xl p-4 shadow-lg ${
            current.variant === 'destructive'
              ? 'bg-red-600 text-white'
              : 'border border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-white'
          }`}
        >
          <div className="flex-1">
            <RadixToast.Title className="font-semibold">{current.title}</RadixToast.Title>
            {current.description && (
              <RadixToast.Description className="mt-0.5 text-sm opacity-90">
                {current.description}
              </RadixToast.Description>
            )}
          </div>
          {current.action && (
            <RadixToast.Action
              altText={current.action.altText}
              onClick={current.action.onAction}
              className={`-my-2 min-h-11 min-w-11 rounded-lg px-3 font-semibold ${
                current.variant === 'destructive'
                  ? 'hover:bg-red-700'
                  : 'text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-700'
              }`}
            >
              {current.action.label}
            </RadixToast.Action>
          )}
          <RadixToast.Close
            aria-label={t('common.close')}
            className="-m-1 flex size-8 items-center justify-center rounded-lg"
          >
            <X className="size-4" aria-hidden />
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport
        data-toast-viewport
        className="fixed inset-x-0 bottom-0 z-[60] mx-auto flex w-full max-w-md flex-col gap-2 p-4 outline-none"
      />
    </RadixToast.Provider>
  );
}
