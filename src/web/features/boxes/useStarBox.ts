import { useTranslation } from 'react-i18next';
import type { PlanLimits } from '../../../shared/plans';
import type { Box } from '../../../shared/schemas/boxes';
import { showSuccessToast } from '../../components/ui/success-toast';
import { toast } from '../../lib/toast';
import { useBoxMutations } from './useBoxMutations';

/** A box's star, or on Free the word that favourites are Pro. */
export function useStarBox(limits: PlanLimits) {
  const { t } = useTranslation();
  const { star } = useBoxMutations();
  return (box: Box) => {
    if (limits.maxStarredBoxes === 0) {
      toast({ variant: 'destructive', title: t('toast.proFeature'), description: t('boxes.starProOnly') });
      return;
    }
    star.mutate(box.id, { onSuccess: ({ message }) => showSuccessToast(message) });
  };
}
