import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Payments go to the built-in test provider: said on every payment screen. */
export function TestModeBadge() {
  const { t } = useTranslation();
  return (
    <p
      role="note"
      className="flex items-center gap-2 rounded-xl bg-amber-100 px-3 py-2 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      <FlaskConical className="size-4 shrink-0" aria-hidden />
      <span>
        <strong className="tracking-wide">{t('subscription.testMode')}</strong> {t('subscription.testModeHint')}
      </span>
    </p>
  );
}
