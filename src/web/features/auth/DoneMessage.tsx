import { Link } from 'wouter';

/** What a finished form leaves on screen: the server's confirmation and the way on. */
export function DoneMessage({ message, linkLabel }: { message: string; linkLabel: string }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-slate-700 dark:text-slate-200">
        {message}
      </p>
      <Link href="/login" className="font-medium text-brand-600 hover:underline">
        {linkLabel}
      </Link>
    </div>
  );
}
