import { fold } from '../korai/plan/fold.js';

/**
 * A text as the support chatbot compares it: `fold`'s lower case without Latin accents and without punctuation,
 * padded with spaces, plus the spellings one script writes two ways (Arabic alef forms, alef maqsura and ta
 * marbuta, its short vowels and tatweel; Russian ё; Hindi nukta and chandrabindu; full-width letters).
 */
export function foldText(text: string): string {
  return fold(text.normalize('NFKC'))
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ё/g, 'е')
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902');
}
