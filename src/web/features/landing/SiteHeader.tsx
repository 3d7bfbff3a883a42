import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LanguagePicker } from '../../components/LanguagePicker';
import { Logo } from '../../components/Logo';
import { headerLinkButton, headerPrimaryLinkButton } from '../../components/ui/link-styles';

/** The header of the public pages: logo home, language, sign in and sign up, all of them on the narrowest phone. */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-1 px-3 py-3 sm:gap-2 sm:px-4">
      <Link
        href="/"
        aria-label={t('landing.home')}
        className="inline-flex rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <Logo nameFromSm />
      </Link>
      <nav className="flex items-center gap-1" aria-label={t('landing.navigation')}>
        <LanguagePicker nameFromSm />
        <Link href="/login" className={`${headerLinkButton} inline-flex text-brand-700 hover:bg-brand-50`}>
          {t('auth.signIn')}
        </Link>
        <Link href="/register" className={`${headerPrimaryLinkButton} inline-flex`}>
          {t('auth.signUp')}
        </Link>
      </nav>
    </header>
  );
}
