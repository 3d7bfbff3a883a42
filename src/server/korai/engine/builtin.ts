import { and, asc, eq, isNull } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/languages.js';
import { localDate } from '../../../shared/local-dates.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { boxes } from '../../db/schema.js';
import { readGoalRows } from '../../goals/goal-rows.js';
import { hasPro } from '../../plans/guard.js';
import type { KnownBox, PlanContext } from '../plan/context.js';
import { parseQuestion, questionLanguage } from '../plan/parse.js';
import { runPlan } from '../plan/run.js';
import type { PlanOutcome } from '../plan/types.js';
import { cannotAnswer, writeReply } from '../reply.js';
import type { Answer, AnswerEngine, AnswerRequest } from './types.js';

/** The user's live boxes, as the assistant names them. */
export async function knownBoxes(db: Database, userId: string): Promise<KnownBox[]> {
  return db
    .select({
      id: boxes.id,
      name: boxes.name,
      emoji: boxes.emoji,
      color: boxes.color,
      unit: boxes.unit,
      trackingMode: boxes.trackingMode,
    })
    .from(boxes)
    .where(and(eq(boxes.userId, userId), isNull(boxes.deletedAt)))
    .orderBy(asc(boxes.id));
}

export async function planContext(db: Database, clock: Clock, user: UserRow): Promise<PlanContext> {
  const now = clock.now();
  const goalsAllowed = hasPro(user, now, 'goals');
  const [known, goalRows] = await Promise.all([
    knownBoxes(db, user.id),
    goalsAllowed ? readGoalRows(db, user.id) : Promise.resolve([]),
  ]);
  return {
    db,
    owner: { id: user.id, timeZone: user.timeZone },
    now,
    boxes: known,
    correlations: hasPro(user, now, 'correlations'),
    goals: goalRows,
    goalsAllowed,
  };
}

/** The built-in answer to a question: the plan it was read into and its result, or "I can't answer that yet". */
export async function builtInAnswer(
  ctx: PlanContext,
  question: string,
  language: LanguageCode,
): Promise<{ text: string; outcome?: PlanOutcome }> {
  const today = localDate(ctx.now, ctx.owner.timeZone);
  const asked = questionLanguage(question, language);
  const plan = await parseQuestion(question, asked, ctx.boxes, today, ctx.goals);
  if (!plan) return { text: cannotAnswer(language, ctx.boxes) };
  const outcome = await runPlan(ctx, plan);
  return { text: writeReply(outcome, asked, ctx.owner.timeZone, ctx.boxes), outcome };
}

/** Splits a reply into word-sized tokens (each keeps its trailing space), as a model would stream it. */
export function wordTokens(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

/** No network and no model: the question is read into a query plan, run as SQL, and written from the catalogue. */
export function createBuiltInEngine(db: Database, clock: Clock): AnswerEngine {
  return {
    async answer(request: AnswerRequest): Promise<Answer> {
      const ctx = await planContext(db, clock, request.user);
      const { text, outcome } = await builtInAnswer(ctx, request.question, request.language);
      for (const token of wordTokens(text)) {
        if (request.signal.aborted) break;
        request.emit(token);
      }
      return { text, sources: outcome?.sources ?? [] };
    },
  };
}
