import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import type { TrackedEventWithBox } from '../../../shared/schemas/events';
import { BoxChips } from '../../components/BoxChips';
import { DateRangeBar } from '../../components/DateRangeBar';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { SearchField } from '../../components/ui/SearchField';
import { showSuccessToast } from '../../components/ui/success-toast';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { useDialogAcrossReload } from '../../hooks/useDialogAcrossReload';
import { useEventMutations } from '../../hooks/useEventMutations';
import { useExportCsv } from '../../hooks/useExportCsv';
import { useBoxParam, useDayPartParam, useLinkedDayRange, useTextParam } from '../../hooks/useLinkedFilters';
import { RenameEventDialog } from './RenameEventDialog';
import { SearchResults } from './SearchResults';
import { SEARCH_DEBOUNCE_MS, searchTerms } from './search-terms';
import { hasCriteria, useSearch } from './useSearch';

export function SearchTab() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useTextParam(settled);
  const range = useLinkedDayRange(null);
  const [boxIds, setBoxId] = useBoxParam();
  const [dayPart, clearDayPart] = useDayPartParam();
  const criteria = { text: settled, range: range.valid, boxIds, dayPart };
  const results = useSearch(criteria);
  const { exportCsv, exporting } = useExportCsv();
  const { remove } = useEventMutations();
  const [renaming, setRenaming] = useState<TrackedEventWithBox | null>(null);
  const [deleting, setDeleting] = useState<TrackedEventWithBox | null>(null);

  // The rename dialog open when the page was reloaded opens again, with its draft, once the results are known.
  useDialogAcrossReload(renaming ? `rename:${renaming.id}` : null, (key) => {
    if (!key.startsWith('rename:')) return true;
    if (results.isPending && hasCriteria(criteria)) return false;
    const id = Number(key.slice('rename:'.length));
    setRenaming(results.data?.pages.flatMap((page) => page.events).find((event) => event.id === id) ?? null);
    return true;
  });

  function confirmDelete(event: TrackedEventWithBox) {
    remove.mutate(event.id, {
      onSuccess: ({ message }) => {
        setDeleting(null);
        showSuccessToast(message);
      },
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <SearchField
        label={t('search.label')}
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.placeholder')}
      />
      <DateRangeBar
        state={range}
        exporting={exporting}
        onExport={() => exportCsv(range.range, boxIds, { ...searchTerms(text), ...(dayPart ? { dayPart } : {}) })}
      />
      <BoxChips value={boxIds} onChange={setBoxId} />
      {dayPart && (
        <button
          type="button"
          onClick={clearDayPart}
          aria-label={t('search.removeDayPart', { part: t(`korai.dayPart.${dayPart}`) })}
          className="inline-flex min-h-11 items-center gap-1 self-start rounded-full border border-brand-500 bg-brand-500 px-3 text-sm font-medium text-white"
        >
          {t(`korai.dayPart.${dayPart}`)}
          <X className="size-4" aria-hidden />
        </button>
      )}
      {!range.valid ? null : !hasCriteria(criteria) ? (
        <EmptyState icon="🔎" title={t('search.hintTitle')} text={t('search.hintText')} />
      ) : (
        <SearchResults results={results} onRename={setRenaming} onDelete={setDeleting} />
      )}
      {renaming && <RenameEventDialog event={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('search.deleteTitle')}
        message={t('search.deleteText')}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
