import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A way back, its arrow turned for right-to-left languages; `className` adds to the shared look. */
export function BackLink({
  href,
  className = '',
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      className={`inline-flex min-h-11 items-center gap-2 text-brand-700 hover:underline dark:text-brand-100 ${className}`}
    >
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
      {children}
    </Link>
  );
}
