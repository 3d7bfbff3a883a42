import type { User } from '../../../shared/schemas/user';
import { useSetUser } from '../auth/useSetUser';
import { useAccountFollowsDevice } from './useAccountFollowsDevice';
import { useTheme } from './useTheme';

/**
 * What every signed-in page applies, in the shell or beside it (the plan screens, the admin dashboard): the
 * account's theme, and the account following the device's time zone and language.
 */
export function useAccountPage(user: User) {
  useTheme(user.theme);
  useAccountFollowsDevice(user, useSetUser());
}
