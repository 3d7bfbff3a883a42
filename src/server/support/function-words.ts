import { foldText } from './fold-text.js';

/**
 * The short words a language cannot do without (articles, pronouns, prepositions, question words), folded. They
 * tell which Latin-script language a question is written in, and they carry nothing a passage could match. Dutch
 * is here only to be told apart: Korai has no Dutch text, and its words would otherwise count for German or
 * English.
 */
const WORDS = {
  it: 'il lo la i gli le un una uno di da del della dei delle dello nel nella nei al alla ai che come cosa perche quando dove quanto quanti quanta quale posso puo si non mi ti ci mio mia miei mie sono e ho hai ha per con su anche ma se piu gia c l voglio vorrei devo faccio questo questa quello tutti tutto col nn invece',
  en: 'the a an is are am was do does did i you my your me it its to of in on for with can could how what whats when where why which who there this that have has be will would should and or not from get much any u im dont cant s t if about by at',
  es: 'el la los las un una de del que como cuanto cuanta cuantos donde cuando por para con mi mis tu tus es son esta estan hay puedo se no y o lo le me quiero tengo al pero muy mas tambien eso esto sin desde hasta',
  fr: 'le la les un une des de du est sont je j tu vous il on mon ma mes votre vos que qu quoi comment combien pourquoi ou quand pour avec dans sur pas ne ce c et au aux peux peut faut y ai suis quel quelle sans d l n est-ce',
  de: 'der die das den dem des ein eine einen einem ich du wir ihr sie es mein meine meinen meiner dein deine ist sind bin wie was wann wo warum welche kann konnen mit und oder nicht kein keine fur von zu im auf gibt mir mich euch bei aus ohne man furs als etwas tun',
  pt: 'o a os as um uma de do da dos das que como quanto quanta quantos quais qual onde quando por para com meu minha meus minhas e sao esta estao tem posso consigo nao eu voce vc se no na nos ao pra sua seu ja mais ficam foi faco',
  nl: 'de het een ik mijn je jij hoe wat wanneer waar waarom welke is zijn kan kun van op te en niet met voor dit dat er om ook nog wel hoeveel kost uit bij naar heb hebben gegevens maand jaar zeg',
  ru: 'и в во на с со к по из за от до о об у не ли а но что как где когда какой какая сколько можно я мне меня мой мои моя ты вы это есть же бы там тут для при',
  ar: 'في من الى إلى على عن هل كيف ما ماذا متى اين أين كم لا و او أو انا أنا هذا هذه ان أن مع يمكن يمكنني',
  hi: 'का की के को में से पर है हैं था थी और या क्या कैसे कब कहाँ कितना कितनी कितने मैं मेरा मेरी मेरे मुझे आप अपना अपनी अपने यह वह भी तो ही ने हूँ हूं',
} as const;

export type FunctionWordLanguage = keyof typeof WORDS;

const folded = new Map<string, Set<string>>();
const listed = (language: string): language is FunctionWordLanguage => language in WORDS;

/** A language's function words as the chatbot compares them (folded); none for Japanese and Chinese. */
export function functionWords(language: string): Set<string> {
  let words = folded.get(language);
  if (!words) {
    const list = listed(language) ? WORDS[language].split(' ') : [];
    words = new Set(list.map((word) => foldText(word).trim()));
    folded.set(language, words);
  }
  return words;
}

/** The Latin-script languages a question's function words are counted for, Dutch among them. */
export const LATIN_LANGUAGES = [
  'it',
  'en',
  'es',
  'fr',
  'de',
  'pt',
  'nl',
] as const satisfies readonly FunctionWordLanguage[];
