/** A few mutually exclusive choices as pressed-or-not buttons, named by a hidden legend. */
export function SegmentedChoice<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex min-w-0 rounded-xl border border-slate-300 p-0.5 dark:border-slate-600">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="min-h-11 min-w-11 rounded-lg px-3 text-sm font-medium text-slate-700 aria-pressed:bg-brand-500 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200"
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
