import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Box } from '../../../shared/schemas/boxes';
import { MAX_NOTIFICATION_BOXES, NOTIFICATION_BOX_FILTER_FROM } from '../../../shared/schemas/notifications';
import { QueryState } from '../../components/ui/QueryState';
import { SearchField } from '../../components/ui/SearchField';
import { useBoxes } from '../../hooks/useBoxes';
import { filterByName } from '../../lib/filter-by-name';

/** The boxes the smart notifications speak of, up to three, with a filter once there are many. */
export function NotificationBoxesField({
  selected,
  onSelectedChange,
}: {
  selected: number[];
  onSelectedChange: (selected: number[]) => void;
}) {
  const { t } = useTranslation();
  const boxes = useBoxes();
  const [tooMany, setTooMany] = useState(false);
  const [query, setQuery] = useState('');
  // Every box is offered; the chosen ones stay in view whatever the filter hides.
  const offered = (list: Box[]) => [
    ...list.filter((box) => selected.includes(box.id)),
    ...filterByName(list, query).filter((box) => !selected.includes(box.id)),
  ];
  useEffect(() => {
    if (selected.length < MAX_NOTIFICATION_BOXES) setTooMany(false);
  }, [selected.length]);

  function toggleBox(id: number, on: boolean) {
    if (on && selected.length >= MAX_NOTIFICATION_BOXES) return setTooMany(true);
    onSelectedChange(on ? [...selected, id] : selected.filter((other) => other !== id));
  }

  return (
    <fieldset>
      <legend className="mb-2 font-medium">{t('notifications.dialog.boxes', { count: MAX_NOTIFICATION_BOXES })}</legend>
      <QueryState
        query={boxes}
        failedTitle={t('notifications.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-sm text-slate-600 dark:text-slate-300">{t('notifications.dialog.noBoxes')}</p>}
      >
        {(list) => (
          <>
            {list.length >= NOTIFICATION_BOX_FILTER_FROM && (
              <div className="mb-2">
                <SearchField
                  label={t('boxes.filter')}
                  placeholder={t('boxes.filter')}
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                />
              </div>
            )}
            <ul className="grid max-h-72 grid-cols-1 gap-1 overflow-y-auto sm:grid-cols-2">
              {offered(list).map((box) => (
                <li key={box.id}>
                  <label className="flex min-h-11 items-center gap-3 rounded-xl px-2 hover:bg-slate-50 dark:hover:bg-slate-800">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-500"
                      checked={selected.includes(box.id)}
                      onChange={(event) => toggleBox(box.id, event.target.checked)}
                    />
                    <span aria-hidden>{box.emoji}</span>
                    <span className="truncate">{box.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
      {tooMany && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {t('notifications.validation.tooManyBoxes')}
        </p>
      )}
    </fieldset>
  );
}
