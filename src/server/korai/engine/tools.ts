import { z } from 'zod';
import { isCalendarDay } from '../../../shared/days.js';
import type { PlanContext } from '../plan/context.js';
import { runPlan } from '../plan/run.js';
import { MEASURES, type PlanOutcome, type QueryPlan } from '../plan/types.js';

const day = z.string().refine(isCalendarDay);
/** What the model may ask for; its JSON schema, below, is the tool's parameters, so the two cannot disagree. */
const argumentsSchema = z.object({
  measure: z.enum(MEASURES),
  boxIds: z.array(z.number().int()).default([]),
  from: day.describe('first day, YYYY-MM-DD'),
  to: day.describe('last day, YYYY-MM-DD'),
  tag: z.string().max(100).optional().describe('a hashtag without #'),
  text: z.string().max(200).optional().describe('words the event description must contain'),
  compareFrom: day.optional(),
  compareTo: day.optional(),
  goalIds: z.array(z.number().int()).default([]),
});

/** The arguments' JSON schema as the model sends them (boxIds may be left out), without the `$schema` tag. */
function toolParameters() {
  const { $schema: _tag, ...parameters } = z.toJSONSchema(argumentsSchema, { io: 'input' });
  return parameters;
}

/** The query plan as a function a model may call: the same plan, run by the same code as the built-in engine. */
export const QUERY_TOOL = {
  type: 'function',
  function: {
    name: 'query_events',
    description:
      "Computes a figure from the user's own tracked events. Dates are local calendar days (YYYY-MM-DD), both included. " +
      'An empty boxIds means all boxes. compareFrom/compareTo give the second period of a "compare". ' +
      '"related" lists the boxes whose daily counts correlate with those of boxIds (same day and next day). ' +
      '"goalProgress" tells where goals stand against their targets now; "goalPeriodsMet" how many of their days, ' +
      'weeks or months met the target between from and to. goalIds names the goals (empty: those counting boxIds, ' +
      'or every active goal).',
    parameters: toolParameters(),
  },
} as const;

/**
 * Runs one tool call of the model on the caller's own rows. Box and goal ids the caller does not own are dropped, so the
 * model can never reach another person's data; bad arguments come back as an error the model can read.
 */
export async function runToolCall(ctx: PlanContext, rawArguments: string): Promise<PlanOutcome | { error: string }> {
  let parsed: z.infer<typeof argumentsSchema>;
  try {
    parsed = argumentsSchema.parse(JSON.parse(rawArguments));
  } catch {
    return { error: 'invalid arguments' };
  }
  const owned = new Set(ctx.boxes.map((box) => box.id));
  const [from, to] = parsed.from <= parsed.to ? [parsed.from, parsed.to] : [parsed.to, parsed.from];
  const plan: QueryPlan = {
    measure: parsed.measure,
    boxIds: parsed.boxIds.filter((id) => owned.has(id)),
    period: { from, to },
    ...(parsed.tag ? { tag: parsed.tag.replace(/^#/, '').toLowerCase() } : {}),
    ...(parsed.text ? { text: parsed.text } : {}),
  };
  const ownGoals = new Set(ctx.goals.map((goal) => goal.id));
  const goalIds = parsed.goalIds.filter((id) => ownGoals.has(id));
  if (goalIds.length) plan.goalIds = goalIds;
  if (parsed.measure === 'compare' && parsed.compareFrom && parsed.compareTo) {
    plan.comparison = { from: parsed.compareFrom, to: parsed.compareTo };
  }
  return runPlan(ctx, plan);
}
