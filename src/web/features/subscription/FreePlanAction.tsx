import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/Button';
import { toast } from '../../lib/toast';

/** Free's button on /subscribe: manage the paid plan, what happens after the trial, or that Free is already on. */
export function FreePlanAction({ onPaidPlan, trialing }: { onPaidPlan: boolean; trialing: boolean }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return onPaidPlan ? (
    <Button variant="secondary" onClick={() => navigate('/subscription-management')}>
      {t('subscribe.manage')}
    </Button>
  ) : trialing ? (
    <Button variant="secondary" onClick={() => toast({ title: t('subscribe.freeAfterTrialHint') })}>
      {t('subscribe.freeAfterTrial')}
    </Button>
  ) : (
    <Button variant="secondary" onClick={() => toast({ title: t('subscribe.alreadyActive') })}>
      {t('subscribe.alreadyActive')}
    </Button>
  );
}
