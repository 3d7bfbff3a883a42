import { useTranslation } from 'react-i18next';
import { SearchField } from '../../components/ui/SearchField';

/** The filter of the boxes by name, and how many it leaves. */
export function BoxesFilter({
  query,
  onQueryChange,
  shownCount,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  shownCount: number;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <SearchField
        label={t('boxes.filter')}
        name="filter"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        placeholder={t('boxes.filterPlaceholder')}
      />
      {query.trim() && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" role="status">
          {shownCount > 0
            ? t('boxes.filterCount', { count: shownCount })
            : t('boxes.filterNone', { query: query.trim() })}
        </p>
      )}
    </div>
  );
}
