import { useTranslation } from 'react-i18next';
import type { BillingInterval } from '../../../shared/plans';
import { ApiError } from '../../api/client';
import { toast } from '../../lib/toast';
import { useCheckout } from './useSubscription';

/** Pro bought at the payment provider's checkout, billed by `billing`; a failure is told in a toast. */
export function useBuyPro(billing: BillingInterval) {
  const { t } = useTranslation();
  const checkout = useCheckout();

  async function buy() {
    try {
      const { url } = await checkout.mutateAsync({ planId: 'pro', interval: billing });
      if (!url) throw new Error('no checkout url');
      window.location.assign(url);
    } catch (error) {
      const refusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
      toast({
        variant: 'destructive',
        title: t('billing.checkoutErrorTitle'),
        description: refusal ? error.message : t('billing.checkoutError'),
      });
    }
  }

  return { buy, redirecting: checkout.isPending };
}
