import type { ReactNode } from 'react';

export function EmptyState({
  icon,
  title,
  text,
  children,
}: {
  icon?: ReactNode;
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700">
      {icon && (
        <div className="text-4xl" aria-hidden>
          {icon}
        </div>
      )}
      <p className="font-semibold text-slate-800 dark:text-slate-100">{title}</p>
      {text && <p className="text-sm text-slate-600 dark:text-slate-300">{text}</p>}
      {children}
    </div>
  );
}
