import type { LanguageCode } from '../../shared/languages.js';
import type { Passage } from './passages.js';
import { type TextTerms, textTerms } from './text-terms.js';
import { RELEVANT_TOPIC_WEIGHT, TOPIC_WEIGHTS, type TopicId } from './topics.js';

export interface RankedPassage {
  passage: Passage;
  score: number;
}

/** A word shared with the question counts for less than a topic: synonyms already carry what the words mean. */
const STEM_WEIGHT = 0.5;
/** A term in the heading says more about the passage than one in its body. */
const HEADING_WEIGHT = 1.5;
/** Without enough topics in common, a passage must hold this share of the question's words, and two at least. */
const MIN_STEM_COVERAGE = 0.5;
const MIN_STEMS = 2;
/** A shared word counts this much towards RELEVANT_TOPIC_WEIGHT, with the topics' weights. */
const STEM_RELEVANCE = 1;

interface PassageTerms {
  heading: TextTerms;
  body: TextTerms;
}

function place(terms: PassageTerms, has: (terms: TextTerms) => boolean): number {
  return (has(terms.heading) ? HEADING_WEIGHT : 0) + (has(terms.body) ? 1 : 0);
}

/**
 * The passages that answer a question, best first. Each topic the question names (by its language's synonyms)
 * and each of its other words counts when the passage has it too (by the passage's language's synonyms, so an
 * Arabic question can be answered from the English text), weighed by how rare it is among the passages (idf) and
 * by where it stands. A passage answers only with enough in common: topics and words weighing at least
 * RELEVANT_TOPIC_WEIGHT together, or half the question's words.
 */
export function rankPassages(
  passages: Passage[],
  passageLanguage: LanguageCode,
  question: string,
  questionLanguage: LanguageCode,
): RankedPassage[] {
  const asked = textTerms(question, questionLanguage);
  const documents = passages.map((passage) => ({
    heading: textTerms(passage.heading, passageLanguage),
    body: textTerms(passage.body, passageLanguage),
  }));
  const rarity = (has: (terms: TextTerms) => boolean) => {
    const holding = documents.filter((terms) => has(terms.heading) || has(terms.body)).length;
    return Math.log((documents.length + 1) / (holding + 0.5));
  };
  const hasTopic = (topic: TopicId) => (terms: TextTerms) => terms.topics.has(topic);
  const hasStem = (stem: string) => (terms: TextTerms) => terms.stems.has(stem);
  const topics = [...asked.topics].map((topic) => ({ topic, has: hasTopic(topic), idf: rarity(hasTopic(topic)) }));
  const stems = [...asked.stems].map((stem) => ({ has: hasStem(stem), idf: rarity(hasStem(stem)) }));

  const ranked: (RankedPassage & { position: number })[] = [];
  documents.forEach((terms, position) => {
    let score = 0;
    let topicWeight = 0;
    let sharedStems = 0;
    for (const { topic, has, idf } of topics) {
      const where = place(terms, has);
      if (where === 0) continue;
      score += TOPIC_WEIGHTS[topic] * idf * where;
      topicWeight += TOPIC_WEIGHTS[topic];
    }
    for (const { has, idf } of stems) {
      const where = place(terms, has);
      if (where === 0) continue;
      score += STEM_WEIGHT * idf * where;
      sharedStems++;
    }
    const enoughWords = sharedStems >= MIN_STEMS && sharedStems >= stems.length * MIN_STEM_COVERAGE;
    const enoughInCommon = topicWeight + sharedStems * STEM_RELEVANCE >= RELEVANT_TOPIC_WEIGHT;
    const passage = passages[position];
    if (passage && (enoughInCommon || enoughWords)) ranked.push({ passage, score, position });
  });
  return ranked
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .map(({ passage, score }) => ({ passage, score }));
}
