import { useTranslation } from 'react-i18next';
import type { ImportMapping } from '../../../shared/schemas/import';

type ActivitiesAs = NonNullable<ImportMapping['activitiesAs']>;

/** What Daylio's activities become: boxes of their own, or tags. */
export function DaylioActivitiesField({
  activitiesAs,
  onChange,
}: {
  activitiesAs: ActivitiesAs;
  onChange: (activitiesAs: ActivitiesAs) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">{t('import.activitiesLabel')}</legend>
      {(['boxes', 'tags'] as const).map((as) => (
        <label key={as} className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name="import-activities"
            checked={activitiesAs === as}
            className="size-4 accent-brand-500"
            onChange={() => onChange(as)}
          />
          {t(as === 'boxes' ? 'import.activitiesBoxes' : 'import.activitiesTags')}
        </label>
      ))}
    </fieldset>
  );
}
