import { CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { primaryLinkButton, secondaryLinkButton } from '../../components/ui/link-styles';
import { SubscriptionResult } from './SubscriptionResult';
import { TestModeBadge } from './TestModeBadge';
import { useSubscription } from './useSubscription';

/** /subscription/cancel: the checkout was left, nothing was charged. */
export function SubscriptionCancelScreen() {
  const { t } = useTranslation();
  const subscription = useSubscription();
  return (
    <div className="flex flex-col gap-4">
      {subscription.data?.testMode && <TestModeBadge />}
      <SubscriptionResult
        icon={<CircleX className="size-12 text-slate-500" />}
        title={t('cancelPage.title')}
        actions={
          <>
            <Link href="/subscribe" className={`${primaryLinkButton} inline-flex`}>
              {t('cancelPage.plans')}
            </Link>
            <Link href="/app" className={`${secondaryLinkButton} inline-flex`}>
              {t('success.home')}
            </Link>
          </>
        }
      >
        <p className="text-slate-700 dark:text-slate-200">{t('cancelPage.text')}</p>
      </SubscriptionResult>
    </div>
  );
}
