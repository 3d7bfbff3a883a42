import { useTranslation } from 'react-i18next';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 text-slate-600" role="status">
      <div className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-500" />
      <p>{t('common.loading')}</p>
    </div>
  );
}
