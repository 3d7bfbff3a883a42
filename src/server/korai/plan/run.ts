import { measureModule } from '../measures/measures.js';
import type { PlanContext } from './context.js';
import { startRun } from './plan-run.js';
import type { PlanOutcome, QueryPlan } from './types.js';

/** Runs a plan on the owner's rows: the one place every figure K-ORAI states is computed, for both engines. */
export async function runPlan(ctx: PlanContext, input: QueryPlan): Promise<PlanOutcome> {
  const run = await startRun(ctx, input);
  return measureModule(run.plan.measure).run(run, run.plan.measure);
}
