import { type AnswerSource, answerSourceSchema } from '../../shared/schemas/ai.js';

const storedSourcesSchema = answerSourceSchema.array();

/**
 * An answer's sources as stored (jsonb), read as today's schema reads them: sources written before a field existed
 * (a box's unit) get its default rather than failing the conversation that shows them.
 */
export function storedSources(value: unknown): AnswerSource[] {
  return storedSourcesSchema.parse(value ?? []);
}
