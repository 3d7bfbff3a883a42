import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/** The end of a dialog's form: Cancel, and the submit button, disabled while the request is on its way. */
export function FormActions({
  onCancel,
  submitLabel,
  submitting,
  className = 'flex justify-end gap-2',
}: {
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <Button variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
