import type { ServiceDeps } from '../../deps.js';
import { createBuiltInEngine } from './builtin.js';
import { createOpenAiEngine } from './openai.js';
import type { AnswerEngine } from './types.js';

/** The engine the configuration chooses: built in unless an OpenAI-compatible service is configured. */
export function createAnswerEngine({ db, clock, config }: ServiceDeps): AnswerEngine {
  return config.aiBaseUrl ? createOpenAiEngine(db, clock, config) : createBuiltInEngine(db, clock);
}
