import type { ReactNode } from 'react';

/** Where the support chat's panel will be, while its code loads or when it could not. */
export function SupportPanelFrame({ children }: { children: ReactNode }) {
  return (
    <div className="fixed end-4 bottom-24 z-30 flex w-[min(20rem,calc(100vw-2rem))] flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-center text-sm text-slate-700 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200">
      {children}
    </div>
  );
}
