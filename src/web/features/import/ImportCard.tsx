import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../components/SettingsCard';
import { Button } from '../../components/ui/Button';
import { ImportDialog } from './ImportDialog';

/** Settings' "Importa dati": where a history kept in another tracker comes in. */
export function ImportCard() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard title={t('import.settingsTitle')}>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{t('import.settingsText')}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Upload className="size-4" aria-hidden />
        {t('import.open')}
      </Button>
      <ImportDialog open={open} onClose={() => setOpen(false)} />
    </SettingsCard>
  );
}
