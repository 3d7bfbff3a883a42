import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { primaryLinkButton } from './ui/link-styles';

/**
 * What a Free user sees in place of a Pro feature: a whole screen's card, or (`compact`) one row at the end of a
 * screen whose other parts are free, so it never looks as if it locked them.
 */
export function ProTeaser({ title, text, compact = false }: { title: string; text: string; compact?: boolean }) {
  const { t } = useTranslation();
  if (compact) {
    return (
      <aside
        aria-label={title}
        className="flex flex-wrap items-center gap-3 rounded-2xl border border-dashed border-brand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        <Lock className="size-5 shrink-0 text-brand-500" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            {title}{' '}
            <span className="ms-1 rounded-full bg-brand-500 px-2 py-0.5 text-xs font-semibold text-white">
              {t('toast.proFeature')}
            </span>
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{text}</p>
        </div>
        <Link href="/subscribe" className={`inline-flex ${primaryLinkButton}`}>
          {t('subscribe.upgrade')}
        </Link>
      </aside>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-brand-100 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
      <Lock className="size-8 text-brand-500" aria-hidden />
      <p className="rounded-full bg-brand-500 px-3 py-0.5 text-sm font-semibold text-white">{t('toast.proFeature')}</p>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-slate-600 dark:text-slate-300">{text}</p>
    </div>
  );
}
