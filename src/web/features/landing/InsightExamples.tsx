import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './LandingSection';

const EXAMPLES = [1, 2, 3] as const;

/** What asking K-ORAI looks like: sample questions with the kind of answer it gives from a user's own events. */
export function InsightExamples() {
  const { t } = useTranslation();
  return (
    <LandingSection
      id="insights-title"
      title={t('landing.insightsTitle')}
      icon={Sparkles}
      intro={t('landing.insightsText')}
    >
      <ul className="mt-8 grid gap-6 sm:grid-cols-3">
        {EXAMPLES.map((example) => (
          <li key={example} className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-5">
            <span className="self-start rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {t('landing.insightExample')}
            </span>
            <p className="self-end rounded-2xl rounded-ee-sm bg-brand-500 px-3 py-2 text-white">
              {t(`landing.insight${example}Question`)}
            </p>
            <p className="self-start rounded-2xl rounded-es-sm bg-brand-50 px-3 py-2 text-slate-800">
              <Sparkles className="me-1.5 inline size-4 align-[-2px] text-brand-600" aria-hidden />
              {t(`landing.insight${example}Answer`)}
            </p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
