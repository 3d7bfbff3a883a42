import { useTranslation } from 'react-i18next';
import { BOX_UNIT_MAX } from '../../../shared/schemas/boxes';
import { TextField } from '../../components/ui/TextField';
import type { BoxFormApi } from './useBoxForm';

/** What the box's quantities are in (km, min, bicchieri): free text, left empty for none. */
export function BoxUnitField({ form }: { form: BoxFormApi }) {
  const { t } = useTranslation();
  const error = form.formState.errors.unit?.message;
  return (
    <TextField
      label={t('boxes.unit')}
      placeholder={t('boxes.unitPlaceholder')}
      hint={t('boxes.unitHint')}
      maxLength={BOX_UNIT_MAX}
      error={error && t(error)}
      {...form.register('unit')}
    />
  );
}
