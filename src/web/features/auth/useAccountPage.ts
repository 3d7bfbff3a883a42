import { useEffect } from 'react';
import type { User } from '../../../shared/schemas/user';
import { useAccountFollowsDevice } from '../../hooks/useAccountFollowsDevice';
import { useTheme } from '../../hooks/useTheme';
import { enterAppShell } from '../support/support-chat-store';
import { useSetUser } from './useSetUser';

/**
 * What every signed-in page applies, in the shell or beside it (the plan screens, the admin dashboard): the
 * account's theme, the account following the device's time zone and language, and no round support button over
 * the page's own buttons (the chat opens from Settings).
 */
export function useAccountPage(user: User) {
  useEffect(enterAppShell, []);
  useTheme(user.theme);
  useAccountFollowsDevice(user, useSetUser());
}
