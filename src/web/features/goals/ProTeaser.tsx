import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What a Free user sees in place of a Pro feature. */
export function ProTeaser({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-brand-100 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
      <Lock className="size-8 text-brand-500" aria-hidden />
      <p className="rounded-full bg-brand-500 px-3 py-0.5 text-sm font-semibold text-white">{t('toast.proFeature')}</p>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-slate-600 dark:text-slate-300">{text}</p>
    </div>
  );
}
