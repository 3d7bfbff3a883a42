import { useTranslation } from 'react-i18next';
import { SupportPanelFrame } from './SupportPanelFrame';

/** The support chat's panel could not be loaded (offline): say so, and offer to try again. */
export function SupportPanelLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <SupportPanelFrame>
      <p role="alert">{t('supportChat.loadFailed')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-11 rounded-xl bg-brand-500 px-4 font-medium text-white hover:bg-brand-600"
      >
        {t('common.retry')}
      </button>
    </SupportPanelFrame>
  );
}
