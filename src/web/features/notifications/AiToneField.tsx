import { useTranslation } from 'react-i18next';
import { AI_TONES, type AiTone } from '../../../shared/schemas/notifications';

/** The tone the smart notifications are written in. */
export function AiToneField({ tone, onChange }: { tone: AiTone; onChange: (tone: AiTone) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-2 font-medium">{t('notifications.dialog.tone')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {AI_TONES.map((option) => (
          <label
            key={option}
            className="flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 px-3 has-checked:border-brand-500 dark:border-slate-700"
          >
            <input
              type="radio"
              name="ai-tone"
              className="size-4 accent-brand-500"
              checked={tone === option}
              onChange={() => onChange(option)}
            />
            {t(`notifications.tone.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
