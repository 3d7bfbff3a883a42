import * as RadixSwitch from '@radix-ui/react-switch';
import { useId } from 'react';

export function Switch({
  label,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center justify-between gap-3">
      <label htmlFor={id} className="text-slate-800 dark:text-slate-100">
        {label}
      </label>
      {/* The whole 44 x 56 px area takes the tap; the track drawn inside it is smaller. */}
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        className="group flex h-11 w-14 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
      >
        <span className="flex h-7 w-12 items-center rounded-full bg-slate-300 transition group-data-[state=checked]:bg-brand-500 dark:bg-slate-600">
          <RadixSwitch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition data-[state=checked]:translate-x-[1.375rem] rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-[1.375rem]" />
        </span>
      </RadixSwitch.Root>
    </div>
  );
}
