import { boxSchema } from '../../shared/schemas/boxes.js';
import { goalListSchema } from '../../shared/schemas/goals.js';
import { userSchema } from '../../shared/schemas/user.js';
import type { ActivityRecorder } from '../admin/activity.js';
import type { BoxService } from '../boxes/service.js';
import type { Clock } from '../clock.js';
import type { GoalService } from '../goals/service.js';
import type { LoadSignedIn } from '../http/signed-in-page.js';
import { hasPro } from '../plans/guard.js';
import type { SessionStore } from '../sessions/session-store.js';
import { presentUser } from './present-user.js';

/**
 * The session cookie's user, their boxes and, on the goals screen, their goals, exactly as `GET /api/auth/user`,
 * `GET /api/boxes` and `GET /api/goals` answer them (through the same schemas), for the screen the server renders.
 * A suspended account gets the plain app. Opening the app counts as a day's activity, as an API call does.
 */
export function signedInLoader(deps: {
  sessions: SessionStore;
  boxes: BoxService;
  goals: GoalService;
  activity: ActivityRecorder;
  clock: Clock;
}): LoadSignedIn {
  return async (token, path) => {
    const found = await deps.sessions.authenticate(token);
    if (found?.user.status !== 'active') return undefined;
    const { user } = found;
    await deps.activity.record(user.id);
    const withGoals = path === '/goals' && hasPro(user, deps.clock.now(), 'goals');
    const [boxes, goals] = await Promise.all([deps.boxes.list(user), withGoals ? deps.goals.list(user) : undefined]);
    return {
      user: userSchema.parse(presentUser(user, deps.clock.now())),
      boxes: boxSchema.array().parse(boxes),
      ...(goals ? { goals: goalListSchema.parse(goals) } : {}),
    };
  };
}
