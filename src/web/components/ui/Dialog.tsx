import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogNotice } from './DialogNotice';
import { useDialogOnStack } from './dialog-stack';
import { useBackCloses } from './useBackCloses';
import { useReturnFocus } from './useReturnFocus';

/**
 * A modal sheet: at the bottom of a phone, centred on a larger screen, with a title and a close button. The phone's
 * Back button closes it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  useBackCloses(open, () => onOpenChange(false));
  const { onTop } = useDialogOnStack(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          {...returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100vw-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-slate-900 ${wide ? 'sm:max-w-2xl' : 'sm:max-w-md'}`}
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t('common.close')}
              className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:hover:bg-slate-800 dark:hover:text-slate-100"
            >
              <X className="size-5" aria-hidden />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="-mt-2 mb-4 text-sm text-slate-600 dark:text-slate-300">
              {description}
            </RadixDialog.Description>
          )}
          {onTop && <DialogNotice />}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
