import { eq } from 'drizzle-orm';
import type { LoginRequest } from '../../shared/schemas/auth.js';
import { users } from '../db/schema.js';
import { AppError } from '../errors.js';
import { verifyDecoy, verifyPassword } from '../secrets.js';
import type { AuthContext } from './auth-context.js';

/**
 * The one way into an account once its owner is proven (password or passkey): a suspended account stays out,
 * then the session, the last activity and the browser remembered as one of the account's devices.
 */
export async function startSession(
  { db, clock, sessions, throttle }: AuthContext,
  user: typeof users.$inferSelect,
  rememberMe: boolean,
  client: { userAgent?: string; deviceToken?: string },
) {
  if (user.status === 'suspended') throw new AppError('account_suspended');
  await throttle.clear(user.email);
  const { token } = await sessions.create(user.id, rememberMe, client.userAgent);
  await db.update(users).set({ lastActivityAt: clock.now() }).where(eq(users.id, user.id));
  return { token, user, deviceToken: await throttle.rememberDevice(user.id, client.deviceToken) };
}

/**
 * Signs in. Failures slow further attempts on that email down (see login-throttle.ts), except from a browser
 * that has signed in to the account before or holds one of its sessions.
 */
export async function login(
  ctx: AuthContext,
  request: LoginRequest,
  client: { userAgent?: string; deviceToken?: string; signedInAs?: string },
) {
  const { db, throttle } = ctx;
  const trusted =
    client.signedInAs === request.email || (await throttle.isKnownDevice(client.deviceToken, request.email));
  if (!trusted) await throttle.check(request.email);
  const [user] = await db.select().from(users).where(eq(users.email, request.email));
  if (!user) {
    await verifyDecoy(request.password);
    await throttle.recordFailure(request.email);
    throw new AppError('invalid_credentials');
  }
  if (!(await verifyPassword(user.passwordHash, request.password))) {
    await throttle.recordFailure(request.email);
    throw new AppError('invalid_credentials');
  }
  return startSession(ctx, user, request.rememberMe, client);
}
