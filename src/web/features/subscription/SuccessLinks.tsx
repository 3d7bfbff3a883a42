import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { primaryLinkButton, secondaryLinkButton } from '../../components/ui/link-styles';

/** Where to go from /subscription/success: home, or back to the plans. */
export function SuccessLinks() {
  const { t } = useTranslation();
  return (
    <>
      <Link href="/app" className={`${primaryLinkButton} inline-flex`}>
        {t('success.home')}
      </Link>
      <Link href="/subscribe" className={`${secondaryLinkButton} inline-flex`}>
        {t('success.plans')}
      </Link>
    </>
  );
}
