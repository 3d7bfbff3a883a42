import { forwardRef, type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  /**
   * The most characters the field accepts, shown with a live counter. Longer text is kept as typed or pasted (never
   * cut) and refused at the field with `tooLong`, so nobody loses words without being told.
   */
  limit?: { max: number; length: number; tooLong: string };
};

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, limit, className = '', ...props },
  ref,
) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const over = limit !== undefined && limit.length > limit.max;
  const shownError = error ?? (over ? limit.tooLong : undefined);
  const describedBy = [shownError ? errorId : '', limit ? counterId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        className="w-full resize-y rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-invalid:border-red-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        {...props}
      />
      <div className="flex items-start justify-between gap-3">
        {shownError ? (
          <p id={errorId} className="text-sm text-red-600 dark:text-red-400" role="alert">
            {shownError}
          </p>
        ) : (
          <span />
        )}
        {limit && (
          <p
            id={counterId}
            data-testid="character-count"
            className={`shrink-0 text-xs tabular-nums ${over ? 'font-semibold text-red-600 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}`}
          >
            {t('common.characterCount', {
              length: formatNumber(limit.length, i18n.language),
              limit: formatNumber(limit.max, i18n.language),
            })}
          </p>
        )}
      </div>
    </div>
  );
});
