import { useTranslation } from 'react-i18next';

/** The three bouncing dots while the chatbot's answer comes. */
export function SupportChatTyping() {
  const { t } = useTranslation();
  return (
    <div
      className="flex items-center gap-1 self-start rounded-2xl bg-slate-100 px-3 py-3 dark:bg-slate-800"
      role="status"
    >
      <span className="sr-only">{t('supportChat.typing')}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-2 animate-bounce rounded-full bg-slate-500 dark:bg-slate-300"
          style={{ animationDelay: `${delay}ms` }}
          aria-hidden
        />
      ))}
    </div>
  );
}
