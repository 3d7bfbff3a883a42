import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { Spinner } from '../../components/ui/Spinner';
import { formatDateTime, formatMoney } from '../../lib/format';
import { SettingsCard } from '../settings/SettingsCard';
import { usePayments } from './useSubscription';

/** The payment history and the card it was taken from, both from the payments Korai stored. */
export function PaymentsCards() {
  const { t, i18n } = useTranslation();
  const payments = usePayments();
  const state = payments.isPending ? (
    <Spinner />
  ) : payments.isError ? (
    <LoadFailed error={payments.error} onRetry={() => void payments.refetch()} />
  ) : null;
  const method = payments.data?.paymentMethod;
  return (
    <>
      <SettingsCard title={t('management.historyTitle')}>
        <div className="flex flex-col gap-3">
          {state ??
            (payments.data?.payments.length ? (
              <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
                {payments.data.payments.map((payment) => (
                  <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <div>
                      <p className="font-medium">
                        {t(payment.interval === 'year' ? 'management.planAnnual' : 'management.planMonthly')}
                      </p>
                      <p className="text-sm text-slate-600 dark:text-slate-300">
                        {formatDateTime(payment.createdAt, i18n.language)}
                      </p>
                    </div>
                    <div className="flex items-center gap-2">
                      <span className="font-semibold">
                        {formatMoney(payment.amountCents, i18n.language, payment.currency)}
                      </span>
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                          payment.status === 'paid' ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900'
                        }`}
                      >
                        {t(payment.status === 'paid' ? 'management.paymentPaid' : 'management.paymentFailed')}
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState icon="🧾" title={t('management.historyEmpty')} />
            ))}
        </div>
      </SettingsCard>
      <SettingsCard title={t('management.methodTitle')}>
        <div className="flex flex-col gap-3">
          {state ??
            (method ? (
              <p className="flex items-center gap-3">
                <CreditCard className="size-6 text-brand-500" aria-hidden />
                <span>
                  {t('management.cardEnding', {
                    brand: method.brand.charAt(0).toUpperCase() + method.brand.slice(1),
                    last4: method.last4,
                  })}
                </span>
              </p>
            ) : (
              <EmptyState icon="💳" title={t('management.methodEmpty')} />
            ))}
        </div>
      </SettingsCard>
    </>
  );
}
