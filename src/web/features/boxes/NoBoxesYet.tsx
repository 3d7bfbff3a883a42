import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';

/** The boxes screen before the first box, with the button that creates it. */
export function NoBoxesYet({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState icon="📦" title={t('boxes.emptyTitle')} text={t('boxes.emptyText')}>
      <Button className="mt-2" onClick={onCreate}>
        <Plus className="size-5" aria-hidden />
        {t('boxes.createFirst')}
      </Button>
    </EmptyState>
  );
}
