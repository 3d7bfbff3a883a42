import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SupportMessage } from './useSupportMessages';

/** One message of the support chat; the failure reply links to the contact page. */
export function SupportChatMessage({ message, onClose }: { message: SupportMessage; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      className={
        message.type === 'user'
          ? 'max-w-[85%] self-end rounded-2xl rounded-ee-sm bg-brand-500 px-3 py-2 text-white'
          : 'max-w-[85%] self-start rounded-2xl rounded-es-sm bg-slate-100 px-3 py-2 text-slate-800 dark:bg-slate-800 dark:text-slate-100'
      }
    >
      <span className="sr-only">{message.type === 'user' ? t('supportChat.you') : t('supportChat.title')}: </span>
      {'key' in message ? (
        <span className="whitespace-pre-line">{t(message.key)}</span>
      ) : (
        // A question or a reply may be in another script than the interface: its own letters set its direction.
        <span className="whitespace-pre-line" lang={message.language} dir="auto">
          {message.content}
        </span>
      )}
      {'key' in message && message.key === 'supportChat.failed' && (
        <Link href="/contact" onClick={onClose} className="mt-1 block font-medium underline">
          {t('supportChat.contact')}
        </Link>
      )}
    </div>
  );
}
