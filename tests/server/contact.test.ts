import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInfoSchema } from '../../src/shared/schemas/contact.js';
import { call, createTestApp, registerUser, type TestContext } from '../support/test-app.js';

const SUPPORT_EMAIL = 'aiuto@korai.example';

describe('the support address the contact screen and the help page show', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { SUPPORT_EMAIL } });
  });
  afterAll(() => ctx.close());

  it('is the configured SUPPORT_EMAIL, for a visitor without an account', async () => {
    const { status, json } = await call(ctx.app, 'GET', '/api/contact');
    expect(status).toBe(200);
    expect(json(contactInfoSchema)).toEqual({ email: SUPPORT_EMAIL });
  });

  it('is the same for a signed-in user', async () => {
    const user = await registerUser(ctx.app);
    const { json } = await call(ctx.app, 'GET', '/api/contact', undefined, { token: user.token });
    expect(json(contactInfoSchema).email).toBe(SUPPORT_EMAIL);
  });
});
