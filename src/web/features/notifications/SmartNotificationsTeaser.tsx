import { useTranslation } from 'react-i18next';

/** On Free, in place of the smart notifications: what Pro would give. */
export function SmartNotificationsTeaser() {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-brand-100 p-3 dark:border-slate-700">
      <p className="mb-1 inline-block rounded-full bg-brand-500 px-2 py-0.5 text-xs font-semibold text-white">
        {t('toast.proFeature')}
      </p>
      <p className="font-medium">{t('notifications.proTeaserTitle')}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('notifications.proTeaserText')}</p>
    </div>
  );
}
