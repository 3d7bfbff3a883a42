import type { LoginRequest, RegisterRequest, ResetPasswordRequest } from '../../shared/schemas/auth.js';
import type { users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import type { Translate } from '../i18n.js';
import type { AuthContext } from './auth-context.js';
import { createLoginThrottle } from './login-throttle.js';
import { issueResetToken, requestPasswordReset, resetPassword } from './password-reset.js';
import { grantConfiguredAdmins, register } from './register.js';
import { login, startSession } from './sign-in.js';

export { usernameBase } from './register.js';

/**
 * Accounts and signing in: one file per job (registering, signing in, resetting a password), put together here
 * for the routes, the passkeys and the admin.
 */
export function createAuthService(deps: ServiceDeps) {
  const ctx: AuthContext = { ...deps, throttle: createLoginThrottle(deps.db, deps.clock) };
  return {
    register: (request: RegisterRequest, userAgent: string | undefined) => register(ctx, request, userAgent),
    login: (request: LoginRequest, client: { userAgent?: string; deviceToken?: string; signedInAs?: string }) =>
      login(ctx, request, client),
    startSession: (
      user: typeof users.$inferSelect,
      rememberMe: boolean,
      client: { userAgent?: string; deviceToken?: string },
    ) => startSession(ctx, user, rememberMe, client),
    /** The hourly clean-up: failed sign-ins nobody has added to for a day. */
    pruneLoginFailures: () => ctx.throttle.prune(),
    requestPasswordReset: (email: string, translate: (language: string) => Translate) =>
      requestPasswordReset(deps, email, translate),
    issueResetToken: (userId: string) => issueResetToken(deps, userId),
    resetPassword: (request: ResetPasswordRequest) => resetPassword(deps, request),
    grantConfiguredAdmins: () => grantConfiguredAdmins(deps),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
