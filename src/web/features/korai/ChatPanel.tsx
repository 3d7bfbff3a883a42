import { Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { QueryState } from '../../components/ui/QueryState';
import { Spinner } from '../../components/ui/Spinner';
import { useBoxes } from '../../hooks/useBoxes';
import { ChatActions } from './ChatActions';
import { ChatInput } from './ChatInput';
import { ChatQuickLog } from './ChatQuickLog';
import { InsightsCounter, InsightsExhausted, LowQuotaWarning } from './InsightsQuota';
import { MessageBubble, StreamingBubble } from './MessageBubble';
import { quickStarts } from './quick-starts';
import { UnansweredAlert } from './UnansweredAlert';
import type { useChat } from './useChat';
import { useDraft } from './useDraft';
import { insightsLeft, LOW_QUOTA, useInsightsUsage } from './useInsightsUsage';

/** The empty chat: who K-ORAI is, and questions to start with, made of the person's own boxes. */
function Welcome({ onAsk, disabled }: { onAsk: (question: string) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const boxes = useBoxes();
  return (
    <div className="flex flex-col items-center gap-3 px-2 py-6 text-center">
      <Sparkles className="size-10 text-brand-500" aria-hidden />
      <h2 className="text-lg font-semibold">{t('korai.welcomeTitle')}</h2>
      <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">{t('korai.welcomeText')}</p>
      <QueryState query={boxes} failedTitle={t('boxes.loadFailed')}>
        {(list) => (
          <ul aria-label={t('korai.suggestions')} className="flex w-full max-w-xl flex-col gap-2 sm:items-center">
            {quickStarts(list, t).map((question) => (
              <li key={question} className="w-full">
                <Button
                  variant="secondary"
                  className="w-full text-start"
                  disabled={disabled}
                  onClick={() => onAsk(question)}
                >
                  {question}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

/**
 * The Chat tab: the counter and the chat's actions, the conversation, the quota notices and the question box, with
 * the log a sentence in it would make when it reads as one.
 */
export function ChatPanel({
  userId,
  timeZone,
  chat,
  onArchive,
}: {
  userId: string;
  timeZone: string;
  chat: ReturnType<typeof useChat>;
  onArchive: () => void;
}) {
  const { t } = useTranslation();
  const usage = useInsightsUsage();
  const [draft, setDraft] = useDraft(userId);
  const left = usage.data ? insightsLeft(usage.data) : null;
  const exhausted = left === 0;
  const canAsk = !exhausted && !chat.busy && !chat.streaming;

  const shownLength = chat.streaming?.shown ?? 0;
  const bubbleCount = chat.bubbles.length;
  // Follow the conversation as it grows (each new bubble, each word arriving): the newest sits above the question box.
  useEffect(() => {
    if (bubbleCount > 0 || shownLength > 0) window.scrollTo({ top: document.documentElement.scrollHeight });
  }, [bubbleCount, shownLength]);

  async function ask(question: string) {
    if (!canAsk) return;
    const typed = question === draft;
    const sent = await chat.send(question);
    if (sent && typed) setDraft('');
  }

  const empty = chat.bubbles.length === 0 && !chat.streaming;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <QueryState query={usage} failedTitle={t('korai.usageFailed')}>
          {(data) => <InsightsCounter usage={data} />}
        </QueryState>
        <ChatActions chat={chat} onArchive={onArchive} />
      </div>

      {chat.loading ? (
        <Spinner />
      ) : chat.loadError && chat.conversationId ? (
        <LoadFailed title={t('korai.loadFailed')} error={chat.loadError} onRetry={chat.retryLoad} />
      ) : empty ? (
        <Welcome onAsk={(question) => void ask(question)} disabled={!canAsk} />
      ) : (
        <ol aria-label={t('korai.conversation')} className="flex flex-col gap-3">
          {chat.bubbles.map((bubble) => (
            <MessageBubble
              key={bubble.key}
              bubble={bubble}
              onPick={(label, reading) => void chat.send(label, reading)}
              pickDisabled={!canAsk}
            />
          ))}
          {chat.streaming && <StreamingBubble text={chat.streaming.received.slice(0, chat.streaming.shown)} />}
        </ol>
      )}
      {chat.unanswered && !chat.busy && <UnansweredAlert onRetry={() => void chat.retry()} />}

      {exhausted && <InsightsExhausted />}
      <div className="sticky bottom-2 z-10 flex flex-col gap-2 bg-slate-50/95 pt-2 dark:bg-slate-950/95">
        {left !== null && left > 0 && left <= LOW_QUOTA && <LowQuotaWarning left={left} />}
        <ChatQuickLog userId={userId} timeZone={timeZone} text={draft} onLogged={() => setDraft('')} />
        <ChatInput
          value={draft}
          onChange={setDraft}
          onSend={() => void ask(draft)}
          disabled={exhausted}
          busy={chat.busy || chat.streaming !== null}
          placeholder={t(exhausted ? 'korai.exhaustedPlaceholder' : 'korai.placeholder')}
        />
      </div>
    </div>
  );
}
