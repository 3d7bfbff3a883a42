import { BarChart3, Boxes, Lock, MousePointerClick } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CURRENCY, PLANS, TRIAL_DAYS } from '../../../shared/plans';
import { LanguagePicker } from '../../components/LanguagePicker';
import { Logo } from '../../components/Logo';

const linkButton =
  'min-h-11 items-center whitespace-nowrap justify-center rounded-xl px-4 py-2 font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

function price(cents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: CURRENCY }).format(cents / 100);
}

export function LandingScreen() {
  const { t, i18n } = useTranslation();
  const steps = [
    { icon: Boxes, title: t('landing.step1Title'), text: t('landing.step1Text') },
    { icon: MousePointerClick, title: t('landing.step2Title'), text: t('landing.step2Text') },
    { icon: BarChart3, title: t('landing.step3Title'), text: t('landing.step3Text') },
  ];

  return (
    <div className="min-h-dvh bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-4 py-3">
        <Logo />
        <nav className="flex items-center gap-1" aria-label={t('landing.navigation')}>
          <LanguagePicker />
          <Link
            href="/login"
            className={`${linkButton} inline-flex text-brand-700 hover:bg-brand-50 dark:text-brand-100`}
          >
            {t('auth.signIn')}
          </Link>
          <Link
            href="/register"
            className={`${linkButton} hidden bg-brand-500 text-white hover:bg-brand-600 sm:inline-flex`}
          >
            {t('auth.signUp')}
          </Link>
        </nav>
      </header>

      <main>
        <section className="mx-auto max-w-5xl px-4 pt-12 pb-16 text-center">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t('landing.heroTitle')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t('landing.heroText')}</p>
          <Link
            href="/register"
            className={`${linkButton} mt-8 inline-flex bg-brand-500 px-6 text-lg text-white hover:bg-brand-600`}
          >
            {t('landing.startFree')}
          </Link>
          <p className="mt-3 text-sm text-slate-500">{t('landing.trialNote', { count: TRIAL_DAYS })}</p>
        </section>

        <section className="bg-brand-50 py-14 dark:bg-slate-900" aria-labelledby="how-title">
          <div className="mx-auto max-w-5xl px-4">
            <h2 id="how-title" className="text-center text-2xl font-bold">
              {t('landing.howTitle')}
            </h2>
            <ol className="mt-8 grid gap-6 sm:grid-cols-3">
              {steps.map(({ icon: Icon, title, text }) => (
                <li key={title} className="rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-800">
                  <Icon className="size-8 text-brand-500" aria-hidden />
                  <h3 className="mt-3 font-semibold">{title}</h3>
                  <p className="mt-1 text-slate-600 dark:text-slate-300">{text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="mx-auto max-w-5xl px-4 py-14" aria-labelledby="privacy-title">
          <div className="flex flex-col items-center gap-3 text-center">
            <Lock className="size-8 text-brand-500" aria-hidden />
            <h2 id="privacy-title" className="text-2xl font-bold">
              {t('landing.privacyTitle')}
            </h2>
            <p className="max-w-2xl text-slate-600 dark:text-slate-300">{t('landing.privacyText')}</p>
          </div>
        </section>

        <section className="bg-slate-50 py-14 dark:bg-slate-900" aria-labelledby="plans-title">
          <div className="mx-auto max-w-5xl px-4">
            <h2 id="plans-title" className="text-center text-2xl font-bold">
              {t('landing.plansTitle')}
            </h2>
            <div className="mt-8 grid gap-6 sm:grid-cols-2">
              <article className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-800">
                <h3 className="text-xl font-semibold">Free</h3>
                <p className="mt-2 text-3xl font-bold">{price(0, i18n.language)}</p>
                <ul className="mt-4 space-y-1 text-slate-600 dark:text-slate-300">
                  <li>{t('landing.planBoxes', { count: PLANS.free.maxBoxes })}</li>
                  <li>{t('landing.planUnlimitedEvents')}</li>
                  <li>{t('landing.planInsights', { count: PLANS.free.monthlyInsights })}</li>
                  <li>{t('landing.planBasicReports')}</li>
                </ul>
              </article>
              <article className="rounded-2xl border-2 border-brand-500 bg-white p-6 dark:bg-slate-800">
                <h3 className="text-xl font-semibold">Pro</h3>
                <p className="mt-2 text-3xl font-bold">
                  {price(PLANS.pro.monthlyPriceCents ?? 0, i18n.language)}
                  <span className="text-base font-normal text-slate-500"> {t('landing.perMonth')}</span>
                </p>
                <p className="text-sm text-slate-500">
                  {t('landing.orYearly', { price: price(PLANS.pro.annualPriceCents ?? 0, i18n.language) })}
                </p>
                <ul className="mt-4 space-y-1 text-slate-600 dark:text-slate-300">
                  <li>{t('landing.planBoxes', { count: PLANS.pro.maxBoxes })}</li>
                  <li>{t('landing.planGoals')}</li>
                  <li>{t('landing.planUnlimitedInsights')}</li>
                  <li>{t('landing.planAdvancedReports')}</li>
                </ul>
              </article>
            </div>
          </div>
        </section>
      </main>

      <footer className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-8 text-sm text-slate-500">
        <span>© Korai</span>
        <span>{t('landing.tagline')}</span>
      </footer>
    </div>
  );
}
