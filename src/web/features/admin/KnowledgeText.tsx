import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { supportKnowledgeSchema } from '../../../shared/schemas/ai';
import { Button } from '../../components/ui/Button';
import { formatDateTime, formatNumber } from '../../lib/format';

/** The knowledge base as saved, how long it is and when it was changed, with the button that edits it. */
export function KnowledgeText({
  knowledge,
  onEdit,
}: {
  knowledge: z.output<typeof supportKnowledgeSchema>;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      {/* Read-only until Modifica: a text area scrolls long texts and the keyboard can reach it. */}
      <textarea
        readOnly
        value={knowledge.content}
        rows={14}
        aria-label={t('admin.knowledge.title')}
        className="w-full rounded-xl border border-slate-200 bg-slate-100 p-3 text-sm dark:border-slate-700 dark:bg-slate-800"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {t('admin.knowledge.characters', {
            count: knowledge.content.length,
            value: formatNumber(knowledge.content.length, i18n.language),
          })}
          {knowledge.updatedAt &&
            ` · ${t('admin.knowledge.updatedAt', { date: formatDateTime(knowledge.updatedAt, i18n.language) })}`}
        </span>
        <Button variant="secondary" onClick={onEdit}>
          <Pencil className="size-4" aria-hidden />
          {t('admin.knowledge.edit')}
        </Button>
      </div>
    </div>
  );
}
