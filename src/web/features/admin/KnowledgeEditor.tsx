import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { formatNumber } from '../../lib/format';

/** The knowledge base being edited: its text, how long it is, Cancel and Save; an empty text is refused. */
export function KnowledgeEditor({
  draft,
  onDraftChange,
  emptyError,
  saving,
  onCancel,
  onSave,
}: {
  draft: string;
  onDraftChange: (draft: string) => void;
  emptyError: boolean;
  saving: boolean;
  onCancel: () => void;
  onSave: () => void;
}) {
  const { t, i18n } = useTranslation();
  const textId = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={textId} className="sr-only">
        {t('admin.knowledge.title')}
      </label>
      <textarea
        id={textId}
        value={draft}
        rows={14}
        aria-invalid={emptyError || undefined}
        onChange={(event) => onDraftChange(event.target.value)}
        className="w-full rounded-xl border border-slate-300 bg-white p-3 font-mono text-sm dark:border-slate-600 dark:bg-slate-900"
      />
      {emptyError && (
        <p role="alert" className="text-sm text-red-600">
          {t('admin.knowledge.emptyContent')}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {t('admin.knowledge.characters', {
            count: draft.length,
            value: formatNumber(draft.length, i18n.language),
          })}
        </span>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button disabled={saving} onClick={onSave}>
            {t('common.save')}
          </Button>
        </div>
      </div>
    </div>
  );
}
