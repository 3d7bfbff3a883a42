import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';

export const Tabs = RadixTabs.Root;
export const TabsContent = RadixTabs.Content;

export function TabsList(props: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className="mb-4 flex gap-1 rounded-xl bg-slate-200/70 p-1 dark:bg-slate-800" {...props} />;
}

export function TabsTrigger({ className = '', ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={`flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 transition focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm dark:text-slate-300 dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white ${className}`}
      {...props}
    />
  );
}
