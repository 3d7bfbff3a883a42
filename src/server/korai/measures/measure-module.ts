import type { KnownBox } from '../plan/context.js';
import type { PlanRun } from '../plan/plan-run.js';
import type { Measure, Period, PlanOutcome, PlanResult } from '../plan/types.js';
import type { ReplyWords } from '../reply-words.js';

/** The result a module's measures give, its `measure` narrowed to them (PlanResult groups several per shape). */
export type ResultOf<M extends Measure> = Narrowed<PlanResult, M>;
type Narrowed<R, M> = R extends { measure: infer Of }
  ? [Of] extends [M]
    ? R
    : [M] extends [Of]
      ? Omit<R, 'measure'> & { measure: M }
      : never
  : never;

/** What a reply is written from: the words of the person's language, the outcome and its result, their boxes. */
export interface ReplyInput<M extends Measure> {
  words: ReplyWords;
  outcome: PlanOutcome;
  result: ResultOf<M>;
  boxes: KnownBox[];
}

/**
 * One measure (or a few that share their query): how it is computed on the owner's rows, how its reply is worded,
 * and which days it looks at by default. The parser finds it by its lexicon phrases; `measures.ts` lists them all.
 */
export interface MeasureModule<M extends Measure> {
  run(run: PlanRun, measure: M): Promise<PlanOutcome>;
  reply(input: ReplyInput<M>): string;
  /** The days looked at when the question names none; the person's whole history when absent or undefined. */
  usualPeriod?(today: string, measure: M): Period | undefined;
  /** The days it always looks at, whatever the question says (a trend is the last four weeks). */
  fixedPeriod?(today: string): Period;
  /** Its days are its own (the current streak runs up to today): a reading offers it once, as it was read. */
  ownSpan?: boolean;
}

/**
 * A module as the registry holds it: any measure in, any result out. Each module is written against its own
 * measures' result; which measure reaches it is the registry's promise (`measures.ts`).
 */
export function defineMeasure<M extends Measure>(module: MeasureModule<M>): MeasureModule<Measure> {
  return module as unknown as MeasureModule<Measure>;
}
