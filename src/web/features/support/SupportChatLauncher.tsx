import { MessageCircle, X } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The round button at the bottom corner that opens and closes the support chat. */
export function SupportChatLauncher({
  ref,
  open,
  controls,
  onClick,
}: {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  /** The panel's id, once the panel is there. */
  controls: string | undefined;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      ref={ref}
      type="button"
      aria-label={open ? t('supportChat.close') : t('supportChat.open')}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onClick}
      className="fixed end-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-brand-500 text-white shadow-lg transition hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      {open ? <X className="size-6" aria-hidden /> : <MessageCircle className="size-6" aria-hidden />}
    </button>
  );
}
