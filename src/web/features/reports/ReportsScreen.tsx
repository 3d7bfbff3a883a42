import { BarChart3, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { User } from '../../../shared/schemas/user';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { SearchTab } from '../search/SearchTab';
import { StatsTab } from './StatsTab';

/** Statistics and search; the path says which tab (/reports or /search). */
export function ReportsScreen({ user, tab }: { user: User; tab: 'stats' | 'search' }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  // Radix reports a tap twice (press, then focus) before the tab re-renders: one history entry per visible change.
  const show = (value: string) => {
    const path = value === 'search' ? '/search' : '/reports';
    if (window.location.pathname !== path) navigate(path);
  };
  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title" className="mb-4 text-2xl font-bold">
        {t('reports.title')}
      </h1>
      <Tabs value={tab} onValueChange={show}>
        <TabsList aria-label={t('reports.title')}>
          <TabsTrigger value="stats">
            <BarChart3 className="size-4" aria-hidden />
            {t('reports.statsTab')}
          </TabsTrigger>
          <TabsTrigger value="search">
            <Search className="size-4" aria-hidden />
            {t('reports.searchTab')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="stats">
          <StatsTab user={user} />
        </TabsContent>
        <TabsContent value="search">
          <SearchTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
