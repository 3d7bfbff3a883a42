import { call, registerUser, type TestContext } from './test-app.js';

/** A signed-in administrator: registered, then made one in the database as `npm run admin -- grant` does. */
export async function newAdmin(ctx: TestContext) {
  const person = await registerUser(ctx.app);
  await ctx.db.$client.query('UPDATE users SET is_admin = true WHERE email = $1', [person.email]);
  return { ...person, id: await userId(ctx, person.email) };
}

export async function newUser(ctx: TestContext) {
  const person = await registerUser(ctx.app);
  return { ...person, id: await userId(ctx, person.email) };
}

export async function userId(ctx: TestContext, email: string): Promise<string> {
  const { rows } = await ctx.db.$client.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  const id = rows[0]?.id;
  if (!id) throw new Error(`no user ${email}`);
  return id;
}

/** A client for one token. */
export function as(ctx: TestContext, token: string | undefined) {
  const options = token ? { token } : {};
  return {
    get: (url: string) => call(ctx.app, 'GET', url, undefined, options),
    post: (url: string, body?: unknown) => call(ctx.app, 'POST', url, body, options),
    patch: (url: string, body?: unknown) => call(ctx.app, 'PATCH', url, body, options),
    delete: (url: string) => call(ctx.app, 'DELETE', url, undefined, options),
  };
}
