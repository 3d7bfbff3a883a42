import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackedEventWithBox } from '../../../shared/schemas/events';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { showErrorToast, showSuccessToast } from '../../components/ui/error-toast';
import { Spinner } from '../../components/ui/Spinner';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { DateRangeBar } from '../reports/DateRangeBar';
import { useDayRange } from '../reports/useDayRange';
import { useExportCsv } from '../reports/useExportCsv';
import { RenameEventDialog } from './RenameEventDialog';
import { SearchResultCard } from './SearchResultCard';
import { SEARCH_DEBOUNCE_MS } from './search-terms';
import { useEventMutations, useSearch } from './useSearch';

export function SearchTab() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const range = useDayRange(null);
  const results = useSearch(settled, range.range);
  const { exportCsv, exporting } = useExportCsv();
  const { remove } = useEventMutations();
  const [renaming, setRenaming] = useState<TrackedEventWithBox | null>(null);
  const [deleting, setDeleting] = useState<TrackedEventWithBox | null>(null);
  const events = results.data?.pages.flatMap((page) => page.events) ?? [];
  const active = Boolean(settled.trim() || range.range.startDate || range.range.endDate);

  async function confirmDelete(event: TrackedEventWithBox) {
    try {
      const { message } = await remove.mutateAsync(event.id);
      setDeleting(null);
      showSuccessToast(message);
    } catch (error) {
      showErrorToast(error, 'search.deleteFailed');
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <label className="relative block">
        <span className="sr-only">{t('search.label')}</span>
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <input
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          className="min-h-12 w-full rounded-xl border border-slate-300 bg-white ps-10 pe-3 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 dark:border-slate-600 dark:bg-slate-900"
        />
      </label>
      <DateRangeBar state={range} exporting={exporting} onExport={() => void exportCsv(range.range)} />
      {!active ? (
        <EmptyState icon="🔎" title={t('search.hintTitle')} text={t('search.hintText')} />
      ) : results.isPending ? (
        <Spinner />
      ) : results.isError ? (
        <p role="alert" className="text-red-700">
          {results.error.message}
        </p>
      ) : events.length === 0 ? (
        <EmptyState icon="🤷" title={t('search.noResults')} text={t('search.noResultsHint')} />
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300" role="status">
            {t(results.hasNextPage ? 'search.resultsMore' : 'search.results', { count: events.length })}
          </p>
          <ul className="flex flex-col gap-2">
            {events.map((event) => (
              <SearchResultCard
                key={event.id}
                event={event}
                onRename={() => setRenaming(event)}
                onDelete={() => setDeleting(event)}
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
      )}
      {renaming && <RenameEventDialog event={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('search.deleteTitle')}
        message={t('search.deleteText')}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
