import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../components/SettingsCard';
import { EmptyState } from '../../components/ui/EmptyState';
import { QueryState } from '../../components/ui/QueryState';
import { formatDateTime, formatMoney } from '../../lib/format';
import { usePayments } from './useSubscription';

const cardBrand = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** The payment history and the card it was taken from, both from the payments Korai stored. */
export function PaymentsCards() {
  const { t, i18n } = useTranslation();
  const payments = usePayments();
  const failedTitle = t('management.paymentsLoadFailed');
  return (
    <>
      <SettingsCard title={t('management.historyTitle')}>
        <QueryState
          query={payments}
          failedTitle={failedTitle}
          isEmpty={(data) => data.payments.length === 0}
          empty={<EmptyState icon="🧾" title={t('management.historyEmpty')} />}
        >
          {(data) => (
            <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
              {data.payments.map((payment) => (
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
          )}
        </QueryState>
      </SettingsCard>
      <SettingsCard title={t('management.methodTitle')}>
        <QueryState
          query={payments}
          failedTitle={failedTitle}
          isEmpty={(data) => data.paymentMethod === null}
          empty={<EmptyState icon="💳" title={t('management.methodEmpty')} />}
        >
          {(data) =>
            data.paymentMethod && (
              <p className="flex items-center gap-3">
                <CreditCard className="size-6 text-brand-500" aria-hidden />
                <span>
                  {t('management.cardEnding', {
                    brand: cardBrand(data.paymentMethod.brand),
                    last4: data.paymentMethod.last4,
                  })}
                </span>
              </p>
            )
          }
        </QueryState>
      </SettingsCard>
    </>
  );
}
