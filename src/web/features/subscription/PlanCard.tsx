import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

/** One plan on /subscribe: its name, price, what it gives, its button and a footer. */
export function PlanCard({
  name,
  price,
  features,
  highlighted = false,
  badge,
  action,
  footer,
}: {
  name: string;
  price: ReactNode;
  features: string[];
  highlighted?: boolean;
  badge?: string;
  action: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <article
      aria-label={name}
      className={`flex flex-col gap-4 rounded-2xl bg-white p-6 dark:bg-slate-900 ${
        highlighted ? 'border-2 border-brand-500' : 'border border-slate-200 dark:border-slate-700'
      }`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{name}</h2>
        {badge && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-700 dark:bg-slate-800 dark:text-brand-100">
            {badge}
          </span>
        )}
      </div>
      <div>{price}</div>
      <ul className="flex flex-1 flex-col gap-2 text-slate-700 dark:text-slate-200">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-5 shrink-0 text-brand-500" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      {action}
      {footer}
    </article>
  );
}
