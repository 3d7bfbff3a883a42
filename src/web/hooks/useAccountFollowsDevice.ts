import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '../../shared/languages';
import { type User, userUpdateResponseSchema } from '../../shared/schemas/user';
import { api } from '../api/client';
import { deviceTimeZone } from '../lib/device-time-zone';

/**
 * The account follows the device in use: days ('today', 7 and 30 days, goals) are counted in the browser's time
 * zone, and mails and server messages come in the language on screen, which stays what it was before sign-in.
 */
export function useAccountFollowsDevice(user: User, setUser: (user: User) => void) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    let current = true;
    void deviceTimeZone().then((timeZone) => {
      const changes = {
        ...(timeZone && timeZone !== user.timeZone ? { timeZone } : {}),
        ...(isLanguageCode(language) && language !== user.preferredLanguage ? { preferredLanguage: language } : {}),
      };
      if (!current || !Object.keys(changes).length) return;
      api('/api/user/preferences', userUpdateResponseSchema, { method: 'PATCH', body: changes })
        .then((answer) => setUser(answer.user))
        .catch(() => {});
    });
    return () => {
      current = false;
    };
  }, [user.timeZone, user.preferredLanguage, language, setUser]);
}
