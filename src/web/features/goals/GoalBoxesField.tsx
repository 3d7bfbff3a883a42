import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/ui/QueryState';
import { useBoxes } from '../../hooks/useBoxes';

/** The boxes a goal counts, chosen as a row of checkable chips. */
export function GoalBoxesField({
  value,
  onChange,
}: {
  value: unknown[] | undefined;
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const boxes = useBoxes();
  const ids = (value ?? []).map(Number);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">{t('goals.boxes')}</legend>
      <QueryState
        query={boxes}
        failedTitle={t('boxes.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-sm text-slate-600 dark:text-slate-300">{t('goals.noBoxes')}</p>}
      >
        {(list) => (
          <div className="flex flex-wrap gap-2">
            {list.map((box) => {
              const selected = ids.includes(box.id);
              return (
                <label
                  key={box.id}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 has-checked:border-brand-500 has-checked:bg-brand-50 dark:border-slate-600 dark:has-checked:bg-slate-800"
                >
                  <input
                    type="checkbox"
                    name="boxIds"
                    className="accent-brand-500"
                    checked={selected}
                    onChange={() => onChange(selected ? ids.filter((id) => id !== box.id) : [...ids, box.id])}
                  />
                  <span aria-hidden>{box.emoji}</span>
                  {box.name}
                </label>
              );
            })}
          </div>
        )}
      </QueryState>
    </fieldset>
  );
}
