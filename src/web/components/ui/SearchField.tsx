import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';

/** A search box with its magnifier and a label for screen readers: the box filter and the event search. */
export function SearchField({ label, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  return (
    <label className="relative block">
      <span className="sr-only">{label}</span>
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
      <input
        type="search"
        className="min-h-12 w-full rounded-xl border border-slate-300 bg-white ps-10 pe-3 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 dark:border-slate-600 dark:bg-slate-900"
        {...props}
      />
    </label>
  );
}
