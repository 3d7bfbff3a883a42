import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { openKeepBoxes } from '../subscription/plan-dialogs';

/** Boxes over the plan's limit are read-only until the person chooses which to keep. */
export function ReadOnlyBoxesNotice({ count, maxBoxes }: { count: number; maxBoxes: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-100 px-4 py-3 text-amber-950 dark:bg-amber-950 dark:text-amber-100">
      <Lock className="size-5 shrink-0" aria-hidden />
      <p className="min-w-48 flex-1">{t('keepBoxes.notice', { count, max: maxBoxes })}</p>
      <Button onClick={openKeepBoxes}>{t('keepBoxes.choose')}</Button>
    </div>
  );
}
