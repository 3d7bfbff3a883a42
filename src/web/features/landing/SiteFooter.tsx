import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Logo } from '../../components/Logo';
import { ShareLinks } from './ShareLinks';

const footerLink = 'inline-flex min-h-11 min-w-11 items-center justify-center hover:text-brand-700 hover:underline';

/** The footer of the public pages: privacy, contact and the networks Korai can be shared to. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white text-sm text-slate-600">
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:grid-cols-3">
        <div className="flex flex-col gap-2">
          <Logo />
          <p>{t('meta.description')}</p>
        </div>
        <nav aria-label={t('landing.footerNavigation')}>
          <ul className="flex flex-col">
            <li>
              <Link href="/privacy" className={footerLink}>
                {t('landing.footerPrivacy')}
              </Link>
            </li>
            <li>
              <Link href="/help" className={footerLink}>
                {t('help.title')}
              </Link>
            </li>
            <li>
              <Link href="/contact" className={footerLink}>
                {t('landing.footerContact')}
              </Link>
            </li>
          </ul>
        </nav>
        <ShareLinks />
      </div>
    </footer>
  );
}
