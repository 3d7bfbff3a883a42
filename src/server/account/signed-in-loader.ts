import { shortcutDays } from '../../shared/day-ranges.js';
import { localDate } from '../../shared/local-dates.js';
import { rangeQuery } from '../../shared/range-query.js';
import { boxSchema } from '../../shared/schemas/boxes.js';
import { goalListSchema } from '../../shared/schemas/goals.js';
import { statsSchema } from '../../shared/schemas/stats.js';
import { userSchema } from '../../shared/schemas/user.js';
import type { ActivityRecorder } from '../admin/activity.js';
import type { BoxService } from '../boxes/service.js';
import type { Clock } from '../clock.js';
import type { UserRow } from '../db/rows.js';
import type { GoalService } from '../goals/service.js';
import type { LoadSignedIn } from '../http/signed-in-page.js';
import { hasPro } from '../plans/guard.js';
import type { SessionStore } from '../sessions/session-store.js';
import type { StatsService } from '../stats/service.js';
import { presentUser } from './present-user.js';

interface Services {
  sessions: SessionStore;
  boxes: BoxService;
  goals: GoalService;
  stats: StatsService;
  activity: ActivityRecorder;
  clock: Clock;
}

/**
 * What a screen lists beyond the user and boxes, as its own request answers it: the goals screen's goals (Pro and
 * the trial), the reports' figures for the 30 days they open on, ending today where the person lives.
 */
async function screenData(deps: Services, user: UserRow, path: string, now: Date) {
  if (path === '/goals' && hasPro(user, now, 'goals')) {
    return { goals: goalListSchema.parse(await deps.goals.list(user)) };
  }
  if (path === '/reports') {
    const days = shortcutDays('month', localDate(now, user.timeZone));
    return { stats: { query: rangeQuery(days), figures: statsSchema.parse(await deps.stats.forRange(user, days)) } };
  }
  return {};
}

/**
 * The session cookie's user, their boxes and what the screen at `path` lists, exactly as `GET /api/auth/user`,
 * `GET /api/boxes` and the screen's own request answer them (through the same schemas), for the screen the server
 * renders. A suspended account gets the plain app. Opening the app counts as a day's activity, as an API call does.
 */
export function signedInLoader(deps: Services): LoadSignedIn {
  return async (token, path) => {
    const found = await deps.sessions.authenticate(token);
    if (found?.user.status !== 'active') return undefined;
    const { user } = found;
    await deps.activity.record(user.id);
    const now = deps.clock.now();
    const [boxes, more] = await Promise.all([deps.boxes.list(user), screenData(deps, user, path, now)]);
    return {
      user: userSchema.parse(presentUser(user, now)),
      boxes: boxSchema.array().parse(boxes),
      ...more,
    };
  };
}
