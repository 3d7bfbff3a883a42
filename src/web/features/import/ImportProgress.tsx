/** A progress bar: how much is done when known (an upload), moving without a figure otherwise (the server working). */
export function ImportProgress({ label, fraction }: { label: string; fraction?: number }) {
  const percent = fraction === undefined ? undefined : Math.round(fraction * 100);
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      <p className="text-sm text-slate-700 dark:text-slate-200">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={`h-full rounded-full bg-brand-500 ${percent === undefined ? 'w-1/3 animate-pulse' : 'transition-[width]'}`}
          style={percent === undefined ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
