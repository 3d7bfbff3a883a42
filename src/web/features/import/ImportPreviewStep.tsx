import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '../../../shared/schemas/import';
import { Button } from '../../components/ui/Button';
import { formatDay, formatNumber } from '../../lib/format';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col rounded-xl bg-slate-50 p-3 dark:bg-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}

function PreviewBox({ box }: { box: ImportPreview['boxes'][number] }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{box.name}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-300">
          {t('import.boxEvents', { value: formatNumber(box.events, i18n.language, 0) })}
        </span>
      </span>
      <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700">
        {box.existing ? t('import.boxExisting') : t('import.boxNew')}
      </span>
    </>
  );
}

/**
 * What the file would add: its boxes (new, or matched to one of the person's), events per box, the days they span
 * and how many are already there. With more new boxes than the plan has room for, the person picks which.
 */
export function ImportPreviewStep({
  preview,
  busy,
  onBack,
  onCommit,
}: {
  preview: ImportPreview;
  busy: boolean;
  onBack: () => void;
  onCommit: (boxes?: string[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language, 0);
  const newBoxes = preview.boxes.filter((box) => !box.existing).map((box) => box.name);
  const mustChoose = newBoxes.length > preview.newBoxesAllowed;
  const [chosen, setChosen] = useState<string[]>(() => newBoxes.slice(0, preview.newBoxesAllowed));
  const existing = preview.boxes.filter((box) => box.existing).map((box) => box.name);
  const range =
    preview.from && preview.to
      ? t('import.range', { from: formatDay(preview.from, i18n.language), to: formatDay(preview.to, i18n.language) })
      : '';

  function toggle(name: string, on: boolean) {
    setChosen((current) => (on ? [...current, name] : current.filter((entry) => entry !== name)));
  }

  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Figure label={t('import.eventsLabel')} value={number(preview.events)} />
        <Figure label={t('import.rangeLabel')} value={range} />
        <Figure label={t('import.duplicatesLabel')} value={number(preview.duplicates)} />
      </dl>
      {mustChoose && (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">
          {t('import.chooseBoxes', { max: preview.newBoxesAllowed })}
        </p>
      )}
      <ul className="flex flex-col gap-2" aria-label={t('import.previewTitle')}>
        {preview.boxes.map((box) => {
          const selectable = mustChoose && !box.existing;
          const checked = !selectable || chosen.includes(box.name);
          const full = !checked && chosen.length >= preview.newBoxesAllowed;
          return (
            <li key={box.name} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
              {selectable ? (
                <label className="flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-500"
                    checked={checked}
                    disabled={full}
                    onChange={(event) => toggle(box.name, event.target.checked)}
                  />
                  <PreviewBox box={box} />
                </label>
              ) : (
                <div className="flex min-h-11 items-center gap-3">
                  <PreviewBox box={box} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('import.back')}
        </Button>
        <Button
          disabled={busy || (mustChoose && !chosen.length && !existing.length)}
          onClick={() => onCommit(mustChoose ? [...existing, ...chosen] : undefined)}
        >
          {t('import.commit')}
        </Button>
      </div>
    </div>
  );
}
