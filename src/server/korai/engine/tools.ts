import { z } from 'zod';
import type { PlanContext } from '../plan/context.js';
import { runPlan } from '../plan/run.js';
import { type PlanOutcome, type QueryPlan, queryPlanSchema } from '../plan/types.js';

/** The plan's JSON schema as the model sends it (boxIds may be left out), without the `$schema` tag. */
function toolParameters() {
  const { $schema: _tag, ...parameters } = z.toJSONSchema(queryPlanSchema, { io: 'input' });
  return parameters;
}

/** The query plan as a function a model may call: the same plan, run by the same code as the built-in engine. */
export const QUERY_TOOL = {
  type: 'function',
  function: {
    name: 'query_events',
    description:
      "Computes a figure from the user's own tracked events. Dates are local calendar days (YYYY-MM-DD), both included. " +
      '"quantity" adds up the quantities of boxes with a unit; "averageEvent" is the quantity per event (km per run). ' +
      '"busiestDay" is the date with the most events; "busiestWeekday" the day of the week. ' +
      '"list" returns the events themselves (newest first); "topTag" the most used tag; ' +
      '"gapLongest" the longest run of days without events; "ratingWorst" the lowest rated event. ' +
      '"related" lists the boxes whose daily counts correlate with those of boxIds (same day and next day). ' +
      '"goalProgress" tells where goals stand against their targets now; "goalPeriodsMet" how many of their days, ' +
      'weeks or months met the target in the period.',
    parameters: toolParameters(),
  },
} as const;

/** Why a model's plan was refused; the built-in engine answers instead. */
export interface InvalidPlan {
  invalid: string;
}

/** The boxes or goals a plan names that the person does not have (another's, or deleted since), in words. */
export function unknownIds(ctx: PlanContext, plan: Pick<QueryPlan, 'boxIds' | 'goalIds'>): string | undefined {
  const boxes = new Set(ctx.boxes.map((box) => box.id));
  const goals = new Set(ctx.goals.map((goal) => goal.id));
  const unknownBoxes = plan.boxIds.filter((id) => !boxes.has(id));
  if (unknownBoxes.length) return `unknown box ${unknownBoxes.join(', ')}`;
  const unknownGoals = (plan.goalIds ?? []).filter((id) => !goals.has(id));
  if (unknownGoals.length) return `unknown goal ${unknownGoals.join(', ')}`;
  return undefined;
}

/**
 * Validates one tool call of the model and runs it on the caller's own rows. A plan that does not parse, or names a
 * box or goal the caller does not have, is refused whole: dropping what it named would widen the question to every
 * box, a figure for a question nobody asked.
 */
export async function runToolCall(ctx: PlanContext, rawArguments: string): Promise<PlanOutcome | InvalidPlan> {
  let parsed: z.infer<typeof queryPlanSchema>;
  try {
    parsed = queryPlanSchema.parse(JSON.parse(rawArguments));
  } catch {
    return { invalid: 'arguments that are not a plan' };
  }
  const unknown = unknownIds(ctx, parsed);
  if (unknown) return { invalid: unknown };
  const { from, to } = parsed.period;
  const tag = parsed.tag?.replace(/^#/, '').toLowerCase();
  const plan: QueryPlan = {
    ...parsed,
    period: from <= to ? { from, to } : { from: to, to: from },
    tag: tag || undefined,
    text: parsed.text?.trim() || undefined,
    goalIds: parsed.goalIds?.length ? parsed.goalIds : undefined,
    amount: parsed.amount || undefined,
  };
  return runPlan(ctx, plan);
}
