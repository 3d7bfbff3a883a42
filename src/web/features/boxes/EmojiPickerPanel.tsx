import { EmojiPicker } from 'frimousse';
import { useTranslation } from 'react-i18next';

/** The library counts grid rows and columns from 0; ARIA counts them from 1. */
function fromOne(props: { 'aria-rowindex'?: number | string; 'aria-colindex'?: number | string }) {
  const { 'aria-rowindex': row, 'aria-colindex': column } = props;
  return {
    ...(row === undefined ? {} : { 'aria-rowindex': Number(row) + 1 }),
    ...(column === undefined ? {} : { 'aria-colindex': Number(column) + 1 }),
  };
}

/** Languages the emoji data speaks (see EMOJIBASE_LOCALES in vite.config.ts); the others search in English. */
const EMOJI_LOCALES = ['it', 'en', 'es', 'fr', 'de', 'pt', 'ru', 'hi', 'ja', 'zh'] as const;

/**
 * Every emoji, by category, with a search in the reader's language. Its code and data load only when it is first
 * opened; the data comes from Korai's own origin (/emojibase), never from a CDN.
 */
export function EmojiPickerPanel({ onPick }: { onPick: (emoji: string) => void }) {
  const { t, i18n } = useTranslation();
  const locale = EMOJI_LOCALES.find((code) => code === i18n.language) ?? 'en';
  return (
    <EmojiPicker.Root
      locale={locale}
      emojibaseUrl="/emojibase"
      columns={7}
      onEmojiSelect={({ emoji }) => onPick(emoji)}
      className="flex h-80 w-full flex-col rounded-xl border border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900"
    >
      <EmojiPicker.Search
        aria-label={t('boxes.emojiSearch')}
        placeholder={t('boxes.emojiSearch')}
        className="m-2 min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
      {/* Focusable, so the list scrolls from the keyboard too. */}
      <EmojiPicker.Viewport
        tabIndex={0}
        aria-label={t('boxes.moreEmoji')}
        className="relative flex-1 outline-none focus-visible:ring-2 focus-visible:ring-brand-500/50"
      >
        <EmojiPicker.Loading className="absolute inset-0 flex items-center justify-center text-sm text-slate-600 dark:text-slate-400">
          {t('common.loading')}
        </EmojiPicker.Loading>
        <EmojiPicker.Empty className="absolute inset-0 flex items-center justify-center text-sm text-slate-600 dark:text-slate-400">
          {t('boxes.emojiNone')}
        </EmojiPicker.Empty>
        <EmojiPicker.List
          className="select-none pb-2"
          components={{
            CategoryHeader: ({ category, ...props }) => (
              <div
                className="bg-white px-3 pt-2 pb-1 text-xs font-medium text-slate-600 dark:bg-slate-900 dark:text-slate-400"
                {...props}
              >
                {category.label}
              </div>
            ),
            Row: ({ children, ...props }) => (
              <div className="scroll-my-1 px-1" {...props} {...fromOne(props)}>
                {children}
              </div>
            ),
            Emoji: ({ emoji, ...props }) => (
              <button
                type="button"
                aria-label={emoji.label}
                className="flex size-11 items-center justify-center rounded-lg text-2xl data-[active]:bg-slate-100 dark:data-[active]:bg-slate-800"
                {...props}
                {...fromOne(props)}
              >
                {emoji.emoji}
              </button>
            ),
          }}
        />
      </EmojiPicker.Viewport>
    </EmojiPicker.Root>
  );
}
