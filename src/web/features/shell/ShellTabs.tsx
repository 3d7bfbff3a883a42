import { BarChart3, KeyRound, Sparkles, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ScrollToTop } from '../../components/ui/ScrollToTop';
import { pathForView, type TabView, tabForView, type View } from './views';

const TABS: { view: TabView; icon: typeof KeyRound; label: string }[] = [
  { view: 'boxes', icon: KeyRound, label: 'shell.tabBoxes' },
  { view: 'goals', icon: Target, label: 'shell.tabGoals' },
  { view: 'reports', icon: BarChart3, label: 'shell.tabReports' },
  { view: 'korai', icon: Sparkles, label: 'shell.tabKorai' },
];

export function ShellTabs({ view }: { view: View }) {
  const { t } = useTranslation();
  const active = tabForView(view);
  return (
    <nav
      aria-label={t('shell.tabs')}
      className="fixed inset-x-0 top-14 z-20 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95"
    >
      <ul className="mx-auto flex max-w-5xl items-center gap-1 px-2">
        {TABS.map(({ view: tab, icon: Icon, label }) => (
          <li key={tab} className="flex-1 sm:flex-none">
            <Link
              href={pathForView(tab)}
              aria-current={active === tab ? 'page' : undefined}
              data-tutorial={tab}
              className="flex min-h-12 flex-col items-center justify-center gap-0.5 border-b-2 border-transparent px-1 text-xs whitespace-nowrap sm:flex-row sm:gap-2 sm:px-4 sm:text-sm font-medium text-slate-600 hover:text-slate-900 aria-[current=page]:border-brand-500 aria-[current=page]:text-brand-700 dark:text-slate-300 dark:hover:text-white dark:aria-[current=page]:text-brand-100"
            >
              <Icon className="size-5" aria-hidden />
              {t(label)}
            </Link>
          </li>
        ))}
        <li className="sm:ms-auto">
          <ScrollToTop />
        </li>
      </ul>
    </nav>
  );
}
