import { useTranslation } from 'react-i18next';
import type { TrackedEventWithBox } from '../../../shared/schemas/events';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { QueryState } from '../../components/ui/QueryState';
import { SearchResultCard } from './SearchResultCard';
import type { useSearch } from './useSearch';

/** The events found, how many, and the next page on request. */
export function SearchResults({
  results,
  onRename,
  onDelete,
}: {
  results: ReturnType<typeof useSearch>;
  onRename: (event: TrackedEventWithBox) => void;
  onDelete: (event: TrackedEventWithBox) => void;
}) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={results}
      failedTitle={t('search.loadFailed')}
      isEmpty={(data) => data.pages.every((page) => page.events.length === 0)}
      empty={<EmptyState icon="🤷" title={t('search.noResults')} text={t('search.noResultsHint')} />}
    >
      {(data) => {
        const events = data.pages.flatMap((page) => page.events);
        return (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-300" role="status">
              {t(results.hasNextPage ? 'search.resultsMore' : 'search.results', { count: events.length })}
            </p>
            <ul className="flex flex-col gap-2">
              {events.map((event) => (
                <SearchResultCard
                  key={event.id}
                  event={event}
                  onRename={() => onRename(event)}
                  onDelete={() => onDelete(event)}
                />
              ))}
            </ul>
            {results.hasNextPage && (
              <Button
                variant="secondary"
                disabled={results.isFetchingNextPage}
                onClick={() => void results.fetchNextPage()}
              >
                {t('search.loadMore')}
              </Button>
            )}
          </>
        );
      }}
    </QueryState>
  );
}
