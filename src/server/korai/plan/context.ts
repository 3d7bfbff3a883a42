import type { BoxSummary } from '../../../shared/schemas/common.js';
import type { Database } from '../../db/client.js';
import type { GoalRow } from '../../goals/goal-rows.js';

/** A box as the assistant knows it: the summary a source names, and how it is tracked. */
export interface KnownBox extends BoxSummary {
  trackingMode: 'counter' | 'descriptive';
}

/** Whose data a plan runs on, and when: every query filters by `owner.id`. */
export interface PlanContext {
  db: Database;
  owner: { id: string; timeZone: string };
  now: Date;
  /** The owner's live boxes. */
  boxes: KnownBox[];
  /** Whether the owner's plan includes correlations (Pro and the trial). */
  correlations: boolean;
  /** The owner's goals (none outside Pro and the trial), and whether their plan includes goals. */
  goals: GoalRow[];
  goalsAllowed: boolean;
}
