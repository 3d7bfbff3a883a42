import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { ApiError } from '../../api/client';
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../lib/toast';
import { PaymentProblem } from './PaymentProblem';
import { planFeatures } from './plan-features';
import { SubscriptionResult } from './SubscriptionResult';
import { SuccessLinks } from './SuccessLinks';
import { TestModeBadge } from './TestModeBadge';
import { useRefreshPlan, useSubscription, useValidatedSession } from './useSubscription';

/** The spec's toast comes half a second after the success is shown. */
const TOAST_DELAY_MS = 500;

/** /subscription/success?session_id=…: the payment checked with the server, then what Pro now gives. */
export function SubscriptionSuccessScreen() {
  const { t } = useTranslation();
  const sessionId = new URLSearchParams(useSearch()).get('session_id');
  const session = useValidatedSession(sessionId);
  const subscription = useSubscription();
  const refreshPlan = useRefreshPlan();
  const celebrated = useRef(false);
  const valid = session.data?.valid === true;

  useEffect(() => {
    if (!valid || celebrated.current) return;
    celebrated.current = true;
    refreshPlan();
    const timer = setTimeout(
      () => toast({ title: t('success.toastTitle'), description: t('success.toastText') }),
      TOAST_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [valid, refreshPlan, t]);

  if (!sessionId) return <PaymentProblem message={t('success.noSession')} />;
  if (session.isPending) {
    return (
      <div className="flex flex-col items-center gap-2">
        <Spinner />
        <p>{t('success.validating')}</p>
      </div>
    );
  }
  if (session.isError) {
    const offline = session.error instanceof ApiError && session.error.status === 0;
    const message = offline ? t('success.validationError') : session.error.message || t('success.invalid');
    return <PaymentProblem message={message} onRetry={() => void session.refetch()} />;
  }
  if (!session.data.valid) {
    return <PaymentProblem message={session.data.message} onRetry={() => void session.refetch()} />;
  }

  const transaction = session.data.transactionId;
  return (
    <div className="flex flex-col gap-4">
      {subscription.data?.testMode && <TestModeBadge />}
      <SubscriptionResult
        icon={<CircleCheck className="size-12 text-emerald-600" />}
        title={t('success.title')}
        actions={<SuccessLinks />}
      >
        <p className="text-lg">{t('success.planActive', { plan: t(`shell.badge.${session.data.user.plan}`) })}</p>
        <div className="w-full text-start">
          <h2 className="font-semibold">{t('success.features')}</h2>
          <ul className="mt-2 list-inside list-disc text-slate-700 dark:text-slate-200">
            {planFeatures('pro', t).map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
        {transaction && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('success.transaction', { id: transaction.slice(-8) })}
          </p>
        )}
        <Link
          href="/contact"
          className="inline-flex min-h-11 items-center text-brand-700 hover:underline dark:text-brand-100"
        >
          {t('success.support')}
        </Link>
      </SubscriptionResult>
    </div>
  );
}
