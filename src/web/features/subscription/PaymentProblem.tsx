import { CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { SubscriptionResult } from './SubscriptionResult';
import { SuccessLinks } from './SuccessLinks';

/** /subscription/success when the payment cannot be confirmed: why, and a retry when one can help. */
export function PaymentProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <SubscriptionResult
      icon={<CircleX className="size-12 text-red-600" />}
      title={t('success.problemTitle')}
      actions={
        <>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
          <SuccessLinks />
        </>
      }
    >
      <p role="alert">{message}</p>
    </SubscriptionResult>
  );
}
