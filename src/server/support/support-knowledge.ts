import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { HELP_FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../../shared/languages.js';
import type { supportKnowledgeSchema, updateSupportKnowledgeRequestSchema } from '../../shared/schemas/ai.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { supportKnowledge } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { firstKnowledge } from './knowledge/index.js';

type SupportKnowledge = z.infer<typeof supportKnowledgeSchema>;
type UpdateSupportKnowledgeRequest = z.infer<typeof updateSupportKnowledgeRequestSchema>;

/** The language's own text first, then English, then Italian. */
export function fallbackOrder(language: LanguageCode): LanguageCode[] {
  return [...new Set<LanguageCode>([language, HELP_FALLBACK_LANGUAGE, 'it'])];
}

export async function storedText(db: Database, language: LanguageCode) {
  const [row] = await db.select().from(supportKnowledge).where(eq(supportKnowledge.language, language));
  return row?.content.trim() ? row : undefined;
}

/**
 * Installs the first knowledge text of every language that has none, and rewrites the ones still as installed
 * (no admin edited them) when their figures changed, so they follow the plan table. An admin's text is kept.
 */
export async function installFirstKnowledge({ db, clock, config }: ServiceDeps): Promise<void> {
  for (const language of LANGUAGE_CODES) {
    const content = firstKnowledge(language, config.supportEmail);
    await db
      .insert(supportKnowledge)
      .values({ language, content, installed: true, updatedAt: clock.now() })
      .onConflictDoUpdate({
        target: supportKnowledge.language,
        set: { content: sql`excluded.content`, installed: true, updatedAt: sql`excluded.updated_at` },
        where: sql`(btrim(${supportKnowledge.content}) = '' OR ${supportKnowledge.installed})
          AND ${supportKnowledge.content} <> excluded.content`,
      });
  }
}

/** The text of one language exactly; without one, the visitor's text with the English and Italian fallbacks. */
export async function storedKnowledge(
  { db }: ServiceDeps,
  language: LanguageCode,
  exact: boolean,
): Promise<SupportKnowledge> {
  for (const candidate of exact ? [language] : fallbackOrder(language)) {
    const row = await storedText(db, candidate);
    if (row) return { language: candidate, content: row.content, updatedAt: row.updatedAt.toISOString() };
  }
  return { language, content: '', updatedAt: null };
}

export async function updateKnowledge(
  { db, clock }: ServiceDeps,
  admin: UserRow,
  request: UpdateSupportKnowledgeRequest,
): Promise<SupportKnowledge> {
  const now = clock.now();
  const values = { content: request.content, installed: false, updatedAt: now, updatedBy: admin.id };
  await db
    .insert(supportKnowledge)
    .values({ language: request.language, ...values })
    .onConflictDoUpdate({ target: supportKnowledge.language, set: values });
  return { language: request.language, content: request.content, updatedAt: now.toISOString() };
}
