import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const TONES = { plain: '', brand: 'bg-brand-50', muted: 'bg-slate-50' } as const;

/** One band of the landing page: a centred heading, optionally an icon and a line of introduction, then its content. */
export function LandingSection(props: {
  id: string;
  title: string;
  icon?: LucideIcon;
  intro?: string;
  tone?: keyof typeof TONES;
  children?: ReactNode;
}) {
  const { id, title, icon: Icon, intro, tone = 'plain', children } = props;
  return (
    <section className={TONES[tone]} aria-labelledby={id}>
      <div className="mx-auto max-w-5xl px-4 py-14">
        <div className="flex flex-col items-center gap-3 text-center">
          {Icon && <Icon className="size-8 text-brand-500" aria-hidden />}
          <h2 id={id} className="text-2xl font-bold">
            {title}
          </h2>
          {intro && <p className="max-w-2xl text-slate-600">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
