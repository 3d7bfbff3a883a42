/** The mark and the name; `nameFromSm`: the mark alone on a phone, where a header needs the room for its links. */
export function Logo({ className = '', nameFromSm = false }: { className?: string; nameFromSm?: boolean }) {
  return (
    <span
      className={`inline-flex min-h-11 min-w-11 items-center gap-2 text-xl font-bold text-brand-700 dark:text-brand-100 ${className}`}
    >
      <img src="/favicon.svg" alt="" className="size-8" />
      <span className={nameFromSm ? 'hidden sm:inline' : undefined}>Korai</span>
    </span>
  );
}
