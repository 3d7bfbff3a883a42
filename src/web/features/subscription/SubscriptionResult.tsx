import type { ReactNode } from 'react';

/** The card the checkout comes back to: an icon, a heading, what happened and where to go next. */
export function SubscriptionResult({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section
      aria-labelledby="result-title"
      className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-center dark:border-slate-700 dark:bg-slate-900"
    >
      <div aria-hidden>{icon}</div>
      <h1 id="result-title" className="text-2xl font-bold">
        {title}
      </h1>
      {children}
      <div className="flex flex-wrap justify-center gap-2">{actions}</div>
    </section>
  );
}
