export function Logo({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex min-h-11 items-center gap-2 text-xl font-bold text-brand-700 dark:text-brand-100 ${className}`}
    >
      <img src="/favicon.svg" alt="" className="size-8" />
      Korai
    </span>
  );
}
