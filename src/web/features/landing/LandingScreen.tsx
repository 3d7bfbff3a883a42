import { BarChart3, Boxes, Lock, MousePointerClick } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { TRIAL_DAYS } from '../../../shared/plans';
import { primaryLinkButton } from '../../components/ui/link-styles';
import { InsightExamples } from './InsightExamples';
import { LandingSection } from './LandingSection';
import { PlanCards } from './PlanCards';
import { PublicPage } from './PublicPage';

export function LandingScreen() {
  const { t } = useTranslation();
  const steps = [
    { icon: Boxes, title: t('landing.step1Title'), text: t('landing.step1Text') },
    { icon: MousePointerClick, title: t('landing.step2Title'), text: t('landing.step2Text') },
    { icon: BarChart3, title: t('landing.step3Title'), text: t('landing.step3Text') },
  ];

  return (
    <PublicPage>
      <section className="mx-auto max-w-5xl px-4 pt-12 pb-16 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t('landing.heroTitle')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{t('landing.heroText')}</p>
        <Link href="/register" className={`${primaryLinkButton} mt-8 inline-flex px-6 text-lg`}>
          {t('landing.startFree')}
        </Link>
        <p className="mt-3 text-sm text-slate-600">{t('landing.trialNote', { count: TRIAL_DAYS })}</p>
      </section>

      <LandingSection id="how-title" title={t('landing.howTitle')} tone="brand">
        <ol className="mt-8 grid gap-6 sm:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm">
              <Icon className="size-8 text-brand-500" aria-hidden />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </LandingSection>

      <LandingSection id="privacy-title" title={t('landing.privacyTitle')} icon={Lock} intro={t('landing.privacyText')}>
        <p className="mt-3 text-center">
          <Link href="/privacy" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
            {t('landing.privacyMore')}
          </Link>
        </p>
      </LandingSection>

      <PlanCards />
      <InsightExamples />

      <section className="bg-brand-700 py-14 text-center text-white" aria-labelledby="cta-title">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4">
          <h2 id="cta-title" className="text-3xl font-bold">
            {t('landing.ctaTitle')}
          </h2>
          <p className="text-lg text-brand-50">{t('landing.ctaText')}</p>
          <Link
            href="/register"
            className="inline-flex min-h-11 items-center rounded-xl bg-white px-6 py-2 text-lg font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('landing.ctaButton')}
          </Link>
          <p>
            {t('landing.haveAccount')}{' '}
            <Link href="/login" className="inline-flex min-h-11 items-center font-semibold underline">
              {t('auth.signIn')}
            </Link>
          </p>
        </div>
      </section>
    </PublicPage>
  );
}
