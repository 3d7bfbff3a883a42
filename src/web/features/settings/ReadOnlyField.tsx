import { Lock } from 'lucide-react';

/** A detail that cannot be changed here: shown as text with a lock, not as a field that looks editable. */
export function ReadOnlyField({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-700 dark:text-slate-200">{label}</dt>
      <dd className="flex min-h-11 items-center gap-2 break-all text-slate-900 dark:text-slate-100">
        <Lock className="size-4 shrink-0 text-slate-500" aria-hidden />
        {value}
      </dd>
      {note && <dd className="text-xs text-slate-600 dark:text-slate-400">{note}</dd>}
    </div>
  );
}
