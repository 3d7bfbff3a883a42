import type { LoginOptionsRequest, LoginVerifyRequest, RegisterVerifyRequest } from '../../shared/schemas/passkeys.js';
import type { AuthService } from '../auth/service.js';
import type { UserRow } from '../db/rows.js';
import type { ServiceDeps } from '../deps.js';
import { type PasskeyContext, pruneExpiredChallenges } from './challenges.js';
import { listPasskeys, removePasskey } from './own-passkeys.js';
import { loginOptions, loginVerify } from './passkey-login.js';
import { registerOptions, registerVerify } from './passkey-registration.js';
import { relyingPartyFor } from './relying-party.js';

/**
 * Passkeys: one file per job (the ceremonies' challenges, registering a key, signing in with one, a user's keys),
 * put together here for the routes.
 */
export function createPasskeyService(deps: ServiceDeps, auth: AuthService) {
  const relyingParty = relyingPartyFor(deps.config.publicUrl);
  const ctx: PasskeyContext = { ...deps, relyingParty };
  return {
    pruneExpiredChallenges: () => pruneExpiredChallenges(deps),
    config: () => ({ rpId: relyingParty.id, localhostOnly: relyingParty.localhostOnly }),
    registerOptions: (user: UserRow) => registerOptions(ctx, user),
    registerVerify: (user: UserRow, request: RegisterVerifyRequest) => registerVerify(ctx, user, request),
    list: (user: UserRow) => listPasskeys(deps, user),
    remove: (user: UserRow, id: string) => removePasskey(deps, user, id),
    loginOptions: (request: LoginOptionsRequest) => loginOptions(ctx, request),
    loginVerify: (request: LoginVerifyRequest, client: { userAgent?: string; deviceToken?: string }) =>
      loginVerify(ctx, auth, request, client),
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
