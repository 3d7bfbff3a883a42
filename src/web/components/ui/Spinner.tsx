import { useTranslation } from 'react-i18next';

/** The inline loading state of a list or a card. */
export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-center gap-2 py-8 text-slate-600 dark:text-slate-300" role="status">
      <div className="size-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-500" aria-hidden />
      <span>{t('common.loading')}</span>
    </div>
  );
}
