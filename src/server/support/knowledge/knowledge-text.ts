import type { PassageId } from './passage-ids.js';

/** One language's first knowledge text: a heading and a body for every passage. */
export type KnowledgeText = Record<PassageId, { heading: string; body: string }>;
