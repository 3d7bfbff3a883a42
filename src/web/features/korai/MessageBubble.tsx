import { useTranslation } from 'react-i18next';
import { ReadingButtons } from './ReadingButtons';
import { SourceChip } from './SourceChip';
import type { Question } from './useAsk';
import type { ChatBubble } from './useConversationMessages';

/** hh:mm on a 24-hour clock, as the spec shows message times, in the reader's language. */
function time(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
}

const shape = {
  user: 'ms-auto rounded-ee-md bg-brand-500 text-white',
  assistant:
    'me-auto rounded-es-md border border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
};

/**
 * One message: the person's on the end side, K-ORAI's on the start side with the sources of its figures, or the
 * readings it offers for a question it did not understand.
 */
export function MessageBubble({
  bubble,
  onPick,
  pickDisabled,
}: {
  bubble: ChatBubble;
  onPick: (label: string, reading: NonNullable<Question['reading']>) => void;
  pickDisabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li className={`flex max-w-[85%] flex-col gap-2 ${bubble.type === 'user' ? 'ms-auto items-end' : 'items-start'}`}>
      <div className={`rounded-2xl px-4 py-2 ${shape[bubble.type]}`}>
        <p className="sr-only">{t(bubble.type === 'user' ? 'korai.you' : 'korai.assistant')}</p>
        <p className="break-words whitespace-pre-wrap">{bubble.content}</p>
        <time
          dateTime={bubble.createdAt}
          className={`mt-1 block text-end text-xs ${bubble.type === 'user' ? 'text-brand-50' : 'text-slate-600 dark:text-slate-300'}`}
        >
          {time(bubble.createdAt, i18n.language)}
        </time>
      </div>
      {bubble.reading && (
        <p className="max-w-full text-xs text-slate-600 dark:text-slate-300">
          {t('korai.readAs', { reading: bubble.reading })}
        </p>
      )}
      {bubble.sources.length > 0 && (
        <ul aria-label={t('korai.sources')} className="flex max-w-full flex-wrap gap-2">
          {bubble.sources.map((source) => (
            <li
              key={`${source.measure}-${source.from}-${source.to}-${source.boxes.map((box) => box.id).join()}-${source.tag ?? ''}`}
              className="max-w-full"
            >
              <SourceChip source={source} />
            </li>
          ))}
        </ul>
      )}
      {bubble.id !== undefined && bubble.readings.length > 0 && (
        <ReadingButtons messageId={bubble.id} readings={bubble.readings} onPick={onPick} disabled={pickDisabled} />
      )}
    </li>
  );
}

/** The answer as it arrives, word by word, with a blinking caret after the last one. */
export function StreamingBubble({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <li className="me-auto flex max-w-[85%] flex-col items-start" aria-busy="true">
      <div className={`rounded-2xl px-4 py-2 ${shape.assistant}`}>
        <p className="sr-only">{t('korai.answering')}</p>
        <p className="break-words whitespace-pre-wrap" data-testid="streaming-answer">
          {text}
          <span className="ms-0.5 inline-block h-4 w-0.5 animate-pulse bg-brand-500 align-middle" aria-hidden />
        </p>
      </div>
    </li>
  );
}
