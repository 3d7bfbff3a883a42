import { and, asc, eq, isNull } from 'drizzle-orm';
import { localDate } from '../../../shared/local-dates.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { boxes } from '../../db/schema.js';
import { readGoalRows } from '../../goals/goal-rows.js';
import { hasPro } from '../../plans/guard.js';
import { askedLanguage } from '../plan/asked-language.js';
import type { KnownBox, PlanContext } from '../plan/context.js';
import { periodAsOf } from '../plan/periods.js';
import { readQuestion } from '../plan/read-question.js';
import { runPlan } from '../plan/run.js';
import { readingLabel } from '../reading-label.js';
import { refusalReply } from '../refusal-reply.js';
import { writeReply } from '../reply.js';
import { unknownIds } from './tools.js';
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

/**
 * The built-in answer: the question read into a plan (or the reading the person picked), run, and written from the
 * catalogue; a question not understood gets what was and was not, and its likeliest readings.
 */
export async function builtInAnswer(
  ctx: PlanContext,
  { question, language, plan: picked }: Pick<AnswerRequest, 'question' | 'language' | 'plan'>,
): Promise<Answer> {
  const today = localDate(ctx.now, ctx.owner.timeZone);
  const asked = picked ? language : askedLanguage(question, language);
  let plan = picked && { ...picked, period: periodAsOf(picked.period, today) };
  // A picked reading whose box or goal has gone since is not run on what is left.
  if (plan && unknownIds(ctx, plan)) plan = undefined;
  if (!plan) {
    const read = await readQuestion(picked ? '' : question, asked, ctx.boxes, today, ctx.goals);
    if ('refused' in read) {
      const { text, readings } = refusalReply(ctx, read.refused, asked, today);
      return { text, sources: [], readings };
    }
    plan = read.plan;
  }
  const outcome = await runPlan(ctx, plan);
  return {
    text: writeReply(outcome, asked, ctx.owner.timeZone, ctx.boxes),
    sources: outcome.sources,
    reading: readingLabel(outcome.plan, asked, ctx.boxes, ctx.goals),
  };
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
      const answer = await builtInAnswer(ctx, request);
      for (const token of wordTokens(answer.text)) {
        if (request.signal.aborted) break;
        request.emit(token);
      }
      return answer;
    },
  };
}
