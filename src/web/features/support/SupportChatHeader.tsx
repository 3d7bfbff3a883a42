import { Bot, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The support chat's title bar: who answers, that it is online, and the close button. */
export function SupportChatHeader({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <header className="flex items-center gap-3 bg-brand-500 px-4 py-2 text-white">
      <Bot className="size-6 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-semibold">
          {t('supportChat.title')}
        </h2>
        <p className="flex items-center gap-1.5 text-xs text-white">
          <span className="size-2 rounded-full bg-emerald-300" aria-hidden />
          {t('supportChat.status')}
        </p>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('supportChat.close')}
        className="-me-2 flex size-11 items-center justify-center rounded-lg hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
      >
        <X className="size-5" aria-hidden />
      </button>
    </header>
  );
}
