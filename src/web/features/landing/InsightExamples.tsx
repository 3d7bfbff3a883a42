import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const EXAMPLES = [1, 2, 3] as const;

/** What asking K-ORAI looks like: sample questions with the kind of answer it gives from a user's own events. */
export function InsightExamples() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-5xl px-4 py-14" aria-labelledby="insights-title">
      <div className="flex flex-col items-center gap-3 text-center">
        <Sparkles className="size-8 text-brand-500" aria-hidden />
        <h2 id="insights-title" className="text-2xl font-bold">
          {t('landing.insightsTitle')}
        </h2>
        <p className="max-w-2xl text-slate-600">{t('landing.insightsText')}</p>
      </div>
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
              <span className="font-semibold text-brand-700">K-ORAI · </span>
              {t(`landing.insight${example}Answer`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
