import { RotateCcw, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';

/** One thing in the trash, with Restore and Delete for good. */
export function TrashItem({
  icon,
  title,
  details,
  onRestore,
  onPurge,
  busy,
}: {
  icon: string;
  title: string;
  details: ReactNode;
  onRestore: () => void;
  onPurge: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
      <span className="text-2xl" aria-hidden>
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{title}</p>
        <div className="text-xs text-slate-600 dark:text-slate-400">{details}</div>
      </div>
      <div className="flex gap-1">
        <Button
          variant="secondary"
          disabled={busy}
          onClick={onRestore}
          aria-label={t('trash.restoreNamed', { name: title })}
        >
          <RotateCcw className="size-4" aria-hidden />
          <span className="hidden sm:inline">{t('trash.restore')}</span>
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onPurge} aria-label={t('trash.purgeNamed', { name: title })}>
          <Trash2 className="size-4 text-red-600" aria-hidden />
        </Button>
      </div>
    </li>
  );
}
