import type { PostProcessorModule } from 'i18next';

/**
 * Italian drops the vowel of an article or preposition before a number said with a vowel ("l'8 novembre",
 * "dall'1 all'11", "nell'80%"): 1, 8 and 11, and numbers that begin "ottanta", "ottocento", "ottomila".
 * The catalogues write "il {{date}}"; the date is known only when the text is put together, so this is done there.
 */
// 8 and anything after it ("ottomila"); 11 and 1 alone ("1.000" is "mille", "18" is "diciotto").
const BEFORE_NUMBER = /(^|[\s(«"])(il|Il|dal|Dal|al|Al|del|Del|nel|Nel)\s(?=8|11(?!\d)|1(?!\d)(?!\.\d))/g;
const ELIDED: Record<string, string> = { il: "l'", dal: "dall'", al: "all'", del: "dell'", nel: "nell'" };

export function elideItalian(text: string): string {
  return text.replace(BEFORE_NUMBER, (_, before: string, word: string) => {
    const elided = ELIDED[word.toLowerCase()] ?? word;
    return before + (word[0] === word[0]?.toUpperCase() ? elided[0]?.toUpperCase() + elided.slice(1) : elided);
  });
}

/** The elision as an i18next post-processor, applied to every Italian text. */
export const italianElision: PostProcessorModule = {
  type: 'postProcessor',
  name: 'italianElision',
  process(value, _key, options, translator) {
    const language = (options as { lng?: string }).lng ?? translator.language;
    return language === 'it' ? elideItalian(value) : value;
  },
};
