import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/shared/languages.js';
import { userSchema } from '../../src/shared/schemas/user.js';
import { call, createTestApp, errorBody, registerUser, type TestContext, uniqueEmail } from '../support/test-app.js';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = (await registerUser(ctx.app)).token;
});
afterAll(() => ctx.close());

const rules = [
  {
    rule: 'register: email must be valid',
    method: 'POST',
    url: '/api/auth/register',
    body: { email: 'not-an-email', password: 'secret1' },
    it: 'Email non valida',
    en: 'Invalid email',
  },
  {
    rule: 'register: password of at least 6 characters',
    method: 'POST',
    url: '/api/auth/register',
    body: { email: uniqueEmail(), password: '12345' },
    it: 'Password deve essere di almeno 6 caratteri',
    en: 'Password must be at least 6 characters',
  },
  {
    rule: 'register: password of at most 128 characters',
    method: 'POST',
    url: '/api/auth/register',
    body: { email: uniqueEmail(), password: 'x'.repeat(129) },
    it: 'La password può avere al massimo 128 caratteri',
    en: 'Password can be at most 128 characters',
  },
  {
    rule: 'login: email must be valid',
    method: 'POST',
    url: '/api/auth/login',
    body: { email: 'nope', password: 'secret1' },
    it: 'Email non valida',
    en: 'Invalid email',
  },
  {
    rule: 'forgot-password: email must be valid',
    method: 'POST',
    url: '/api/auth/forgot-password',
    body: { email: '' },
    it: 'Email non valida',
    en: 'Invalid email',
  },
  {
    rule: 'reset-password: token required',
    method: 'POST',
    url: '/api/auth/reset-password',
    body: { token: '', password: 'secret1' },
    it: 'Token richiesto',
    en: 'Token required',
  },
  {
    rule: 'reset-password: password of at least 6 characters',
    method: 'POST',
    url: '/api/auth/reset-password',
    body: { token: 'abc', password: '123' },
    it: 'Password deve essere di almeno 6 caratteri',
    en: 'Password must be at least 6 characters',
  },
  {
    rule: 'change password: new password of at least 6 characters',
    method: 'PUT',
    url: '/api/user/password',
    body: { currentPassword: 'secret-password', newPassword: '123' },
    it: 'Password deve essere di almeno 6 caratteri',
    en: 'Password must be at least 6 characters',
    signedIn: true,
  },
  {
    rule: 'avatar: one of the 20',
    method: 'PUT',
    url: '/api/user/avatar',
    body: { avatar: 'x' },
    it: 'Scegli uno degli avatar proposti',
    en: 'Choose one of the avatars offered',
    signedIn: true,
  },
  {
    rule: 'preferences: a supported language',
    method: 'PATCH',
    url: '/api/user/preferences',
    body: { preferredLanguage: 'xx' },
    it: 'Lingua non supportata',
    en: 'Language not supported',
    signedIn: true,
  },
  {
    rule: 'tutorial: a boolean',
    method: 'PATCH',
    url: '/api/user/tutorial',
    body: { showTutorial: 'no' },
    it: 'Valore non valido: atteso vero o falso',
    en: 'Invalid value: expected true or false',
    signedIn: true,
  },
] as const;

describe.each(rules)('$rule', (rule) => {
  it.each([
    ['it', rule.it],
    ['en', rule.en],
  ])('answers 400 in %s', async (language, message) => {
    const { status, json } = await call(ctx.app, rule.method, rule.url, rule.body, {
      language,
      token: 'signedIn' in rule ? token : undefined,
    });
    expect(status).toBe(400);
    expect(json(errorBody).error.code).toBe('validation');
    expect(json(errorBody).error.message).toBe(message);
  });
});

describe('error messages in every interface language', () => {
  it.each(LANGUAGE_CODES)('answers in %s with that language’s own text', async (language) => {
    const catalogue = JSON.parse(await readFile(`src/shared/i18n/locales/${language}.json`, 'utf8'));
    const { status, json } = await call(
      ctx.app,
      'POST',
      '/api/auth/login',
      { email: 'nope', password: 'secret1' },
      {
        language,
      },
    );
    expect(status).toBe(400);
    const { error } = json(errorBody);
    expect(error.message).toBe(catalogue.validation.emailInvalid);
    if (language !== 'it') expect(error.message).not.toBe('Email non valida');
  });
});

describe('bad input changes nothing', () => {
  it('leaves the user as it was after a refused update', async () => {
    const before = (await call(ctx.app, 'GET', '/api/auth/user', undefined, { token })).json(userSchema);
    await call(ctx.app, 'PUT', '/api/user/profile', { bio: 'x'.repeat(1001), firstName: 'Changed' }, { token });
    await call(ctx.app, 'PATCH', '/api/user/preferences', { theme: 'neon', preferredLanguage: 'en' }, { token });
    const after = (await call(ctx.app, 'GET', '/api/auth/user', undefined, { token })).json(userSchema);
    expect(after).toEqual(before);
  });

  it('does not create an account from an invalid registration', async () => {
    const email = uniqueEmail();
    await call(ctx.app, 'POST', '/api/auth/register', { email, password: '123' });
    expect((await call(ctx.app, 'POST', '/api/auth/register', { email, password: '123456' })).status).toBe(201);
  });
});
