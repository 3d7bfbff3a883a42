import { type ReactNode, useId } from 'react';

/** A titled card: a region named by its heading, an optional icon beside the title. */
export function Panel({
  title,
  icon,
  children,
  className = 'p-4',
  headingClassName = 'mb-1 flex items-center gap-1',
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
  headingClassName?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900 ${className}`}
    >
      <h2 id={id} className={`font-semibold ${headingClassName}`}>
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}
