import { useTranslation } from 'react-i18next';
import { useBoxes } from '../hooks/useBoxes';
import { QueryState } from './ui/QueryState';

const chip =
  'min-h-11 shrink-0 rounded-full border px-3 text-sm font-medium aria-pressed:border-brand-500 aria-pressed:bg-brand-500 aria-pressed:text-white border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900';

/** All boxes, or one (several when a link chose them): the box filter of statistics and search. */
export function BoxChips({ value, onChange }: { value: readonly number[]; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  const boxes = useBoxes();
  return (
    <QueryState query={boxes} failedTitle={t('boxes.loadFailed')}>
      {(list) => (
        <fieldset className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1">
          <legend className="sr-only">{t('reports.boxFilter')}</legend>
          <button type="button" className={chip} aria-pressed={value.length === 0} onClick={() => onChange(null)}>
            {t('reports.allBoxes')}
          </button>
          {list.map((box) => (
            <button
              key={box.id}
              type="button"
              className={chip}
              aria-pressed={value.includes(box.id)}
              onClick={() => onChange(box.id)}
            >
              <span aria-hidden>{box.emoji}</span> {box.name}
            </button>
          ))}
        </fieldset>
      )}
    </QueryState>
  );
}
