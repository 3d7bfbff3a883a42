import { useEffect } from 'react';
import type { User } from '../../../shared/schemas/user';
import { api } from '../../api/client';

/** Days ('today', 7 and 30 days, goals) are the user's own: the account follows the browser's time zone. */
export function useBrowserTimeZone(user: User, setUser: (user: User) => void) {
  useEffect(() => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!timeZone || timeZone === user.timeZone) return;
    api<{ user: User }>('/api/user/preferences', { method: 'PATCH', body: { timeZone } })
      .then((answer) => setUser(answer.user))
      .catch(() => {});
  }, [user.timeZone, setUser]);
}
