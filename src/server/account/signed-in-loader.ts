import { boxSchema } from '../../shared/schemas/boxes.js';
import { userSchema } from '../../shared/schemas/user.js';
import type { ActivityRecorder } from '../admin/activity.js';
import type { BoxService } from '../boxes/service.js';
import type { Clock } from '../clock.js';
import type { LoadSignedIn } from '../http/signed-in-page.js';
import type { SessionStore } from '../sessions/session-store.js';
import { presentUser } from './present-user.js';

/**
 * The session cookie's user and their boxes, exactly as `GET /api/auth/user` and `GET /api/boxes` answer them
 * (through the same schemas), for the boxes screen the server renders. A suspended account gets the plain app.
 * Opening the app counts as a day's activity, as an API call does.
 */
export function signedInLoader(deps: {
  sessions: SessionStore;
  boxes: BoxService;
  activity: ActivityRecorder;
  clock: Clock;
}): LoadSignedIn {
  return async (token) => {
    const found = await deps.sessions.authenticate(token);
    if (found?.user.status !== 'active') return undefined;
    await deps.activity.record(found.user.id);
    return {
      user: userSchema.parse(presentUser(found.user, deps.clock.now())),
      boxes: boxSchema.array().parse(await deps.boxes.list(found.user)),
    };
  };
}
