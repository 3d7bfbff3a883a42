import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LanguagePicker } from '../../components/LanguagePicker';
import { Logo } from '../../components/Logo';

export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-brand-50 dark:bg-slate-950">
      <header className="flex items-center justify-between px-4 py-3">
        <Link href="/" className="inline-flex rounded-lg">
          <Logo />
        </Link>
        <LanguagePicker />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-12 sm:items-center">
        <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900">
          <h1 className="mb-6 text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
