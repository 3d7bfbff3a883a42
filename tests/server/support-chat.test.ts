import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportKnowledge, users } from '../../src/server/db/schema.js';
import { translatorFor } from '../../src/server/i18n.js';
import { PLANS, TRIAL_DAYS } from '../../src/shared/plans.js';
import { supportChatResponseSchema, supportKnowledgeSchema } from '../../src/shared/schemas/ai.js';
import { TRASH_RETENTION_DAYS } from '../../src/shared/schemas/trash.js';
import { errorBody } from '../support/answer.js';
import { call, createTestApp, registerUser, TestClock, type TestContext } from '../support/test-app.js';

const SUPPORT_EMAIL = 'help@korai.example';
const euro = (language: string, cents: number) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100);

/**
 * Each app gets a minute of its own, far from the default test clock's, so the budget of all addresses starts
 * afresh for it whatever other tests asked in this worker's database.
 */
let minute = 0;
const freshClock = () => new TestClock(new Date(Date.UTC(2031, 0, 1, 0, minute++ * 2)));

const ask = (ctx: TestContext, question: string, language: string, from?: string) =>
  call(ctx.app, 'POST', '/api/support-chat', { question }, { language, from });

describe('the support chatbot answers from the installed knowledge', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ clock: freshClock(), env: { SUPPORT_EMAIL } });
  });
  afterAll(() => ctx.close());

  it('answers in Italian with the plan table’s prices', async () => {
    const { status, json } = await ask(ctx, 'Quanto costa il piano Pro?', 'it-IT,it;q=0.9');
    expect(status).toBe(200);
    expect(json(supportChatResponseSchema).response).toContain(euro('it', PLANS.pro.monthlyPriceCents ?? 0));
    expect(json(supportChatResponseSchema).response).toContain(euro('it', PLANS.pro.annualPriceCents ?? 0));
  });

  it('answers in English about the trial', async () => {
    const { json } = await ask(ctx, 'How long is the free trial? Do I need a credit card?', 'en-GB');
    expect(json(supportChatResponseSchema).response).toContain(`${TRIAL_DAYS} days of Pro for free`);
    expect(json(supportChatResponseSchema).response).toContain('no credit card');
  });

  it('answers in German about the trash', async () => {
    const { json } = await ask(ctx, 'Wie lange bleiben gelöschte Einträge im Papierkorb?', 'de');
    expect(json(supportChatResponseSchema).response).toContain(`nach ${TRASH_RETENTION_DAYS} Tagen`);
  });

  it('answers in Japanese, ranked by pairs of letters where words have no spaces between them', async () => {
    const { json } = await ask(ctx, 'ゴミ箱に入れたボックスは元に戻せますか?', 'ja');
    expect(json(supportChatResponseSchema).response).toContain(`${TRASH_RETENTION_DAYS}日後に自動で削除`);
  });

  it('answers in Chinese, and tells a forgotten password from the price', async () => {
    expect((await ask(ctx, '支持哪些语言?', 'zh-CN')).json(supportChatResponseSchema).response).toContain(
      '意大利语、英语',
    );
    expect((await ask(ctx, 'パスワードを忘れました', 'ja')).json(supportChatResponseSchema).response).toContain(
      'リンクをメールでお送りします',
    );
    expect((await ask(ctx, 'I forgot my password', 'en')).json(supportChatResponseSchema).response).toContain(
      'valid for one hour',
    );
    expect((await ask(ctx, 'How much does Pro cost?', 'en')).json(supportChatResponseSchema).response).not.toContain(
      'valid for one hour',
    );
  });

  it('answers about exporting data as CSV', async () => {
    const { json } = await ask(ctx, 'Can I export my data to CSV?', 'en');
    expect(json(supportChatResponseSchema).response).toContain('tap “Export CSV”: you download your events');
  });

  it('answers in the language the question is written in, whatever the browser says', async () => {
    const english = await ask(ctx, 'How do I cancel my subscription?', 'it-IT,it;q=0.9');
    expect(english.json(supportChatResponseSchema).response).toContain('“Cancel subscription” stops it from renewing');
    expect(english.json(supportChatResponseSchema).language).toBe('en');
    const french = await ask(ctx, "Combien coûte l'abonnement Pro ?", 'en-US');
    expect(french.json(supportChatResponseSchema).response).toContain(euro('fr', PLANS.pro.monthlyPriceCents ?? 0));
    expect(french.json(supportChatResponseSchema).response).toContain('par mois');
    const arabic = await ask(ctx, 'كم سعر اشتراك Pro؟', 'it');
    expect(arabic.json(supportChatResponseSchema).response).toContain(euro('ar', PLANS.pro.annualPriceCents ?? 0));
    expect(arabic.json(supportChatResponseSchema).response).toContain('سنويًا');
  });

  it('answers the questions visitors ask: passkeys, safety, Daylio', async () => {
    const passkeys = await ask(ctx, 'can i log in with my fingerprint', 'en');
    expect(passkeys.json(supportChatResponseSchema).response).toContain('“Register this device”');
    const safety = await ask(ctx, 'i miei dati sono al sicuro?', 'it');
    expect(safety.json(supportChatResponseSchema).response).toContain('argon2id');
    const daylio = await ask(ctx, 'Kann ich meine Einträge aus Daylio übernehmen?', 'de');
    expect(daylio.json(supportChatResponseSchema).response).toContain('„Daten importieren“');
  });

  it('takes a question too short to tell its language to be in the visitor’s, else in English', async () => {
    const german = await call(
      ctx.app,
      'POST',
      '/api/support-chat',
      { question: 'CSV?', language: 'de' },
      { language: 'it' },
    );
    expect(german.json(supportChatResponseSchema).response).toContain('„CSV exportieren“');
    const browser = await ask(ctx, 'CSV?', 'pt-BR');
    expect(browser.json(supportChatResponseSchema).response).toContain('«Exportar CSV»');
    const dutch = await ask(ctx, 'CSV?', 'nl-NL,nl;q=0.9');
    expect(dutch.json(supportChatResponseSchema).response).toContain('“Export CSV”');
  });

  it('answers in English a question written in a language Korai does not have', async () => {
    const { json } = await ask(ctx, 'Wat kost een abonnement op Pro?', 'nl-NL,nl;q=0.9');
    expect(json(supportChatResponseSchema)).toEqual({
      response: translatorFor('en')('supportChat.fallback', { email: SUPPORT_EMAIL }),
      language: 'en',
    });
  });

  it('names the support address and the contact form when nothing in the knowledge matches', async () => {
    const { status, json } = await ask(ctx, 'Who won the football match yesterday?', 'en');
    expect(status).toBe(200);
    expect(json(supportChatResponseSchema).response).toBe(
      translatorFor('en')('supportChat.fallback', { email: SUPPORT_EMAIL }),
    );
    expect(json(supportChatResponseSchema).response).toContain(SUPPORT_EMAIL);
    const italian = await ask(ctx, 'Chi ha vinto la partita di calcio ieri sera?', 'it');
    expect(italian.json(supportChatResponseSchema).response).toContain(SUPPORT_EMAIL);
    expect(italian.json(supportChatResponseSchema).response).toContain('modulo di contatto');
  });

  it('answers from the English text when the visitor’s language has none', async () => {
    const [spanish] = await ctx.db.select().from(supportKnowledge).where(eq(supportKnowledge.language, 'es'));
    await ctx.db.update(supportKnowledge).set({ content: '' }).where(eq(supportKnowledge.language, 'es'));
    try {
      const { json } = await ask(ctx, 'precio price Pro plan', 'es');
      expect(json(supportChatResponseSchema).response).toContain(euro('en', PLANS.pro.monthlyPriceCents ?? 0));
      expect(json(supportChatResponseSchema).response).toContain('a month');
      expect(json(supportChatResponseSchema).language).toBe('en');
    } finally {
      await ctx.db
        .update(supportKnowledge)
        .set({ content: spanish?.content ?? '' })
        .where(eq(supportKnowledge.language, 'es'));
    }
  });

  it('refuses an empty question with a translated message and answers nothing', async () => {
    const { status, json } = await ask(ctx, '   ', 'it');
    expect(status).toBe(400);
    expect(json(errorBody).error.message).toContain('Scrivi una domanda');
  });

  it('publishes every language’s text, the visitor’s own by default, else English', async () => {
    const french = await call(ctx.app, 'GET', '/api/support-knowledge', undefined, { language: 'fr' });
    expect(french.status).toBe(200);
    expect(french.json(supportKnowledgeSchema).language).toBe('fr');
    const dutch = await call(ctx.app, 'GET', '/api/support-knowledge', undefined, { language: 'nl-NL,nl;q=0.9' });
    expect(dutch.json(supportKnowledgeSchema).language).toBe('en');
    expect(french.json(supportKnowledgeSchema).content).toContain('## ');
    for (const language of ['it', 'en', 'es', 'fr', 'de', 'pt', 'ru', 'ar', 'hi', 'ja', 'zh']) {
      const { json } = await call(ctx.app, 'GET', `/api/support-knowledge?language=${language}`);
      expect(json(supportKnowledgeSchema).language).toBe(language);
      expect(json(supportKnowledgeSchema).content).toContain(SUPPORT_EMAIL);
      expect(json(supportKnowledgeSchema).content).toContain(String(PLANS.pro.maxBoxes));
    }
  });
});

describe('editing the knowledge', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ clock: freshClock(), env: { SUPPORT_EMAIL } });
  });
  afterAll(() => ctx.close());

  it('is for admins only, refuses empty content, and the chatbot answers from the new text at once', async () => {
    const edit = { language: 'pt', content: '## Horário\nO suporte atende de segunda a sexta, das 9h às 18h.' };
    const [before] = await ctx.db.select().from(supportKnowledge).where(eq(supportKnowledge.language, 'pt'));
    const visitor = await call(ctx.app, 'PUT', '/api/support-knowledge', edit);
    expect(visitor.status).toBe(401);
    const user = await registerUser(ctx.app);
    const plain = await call(ctx.app, 'PUT', '/api/support-knowledge', edit, { token: user.token });
    expect(plain.status).toBe(403);
    expect(plain.json(errorBody).error.code).toBe('forbidden');

    const boss = await registerUser(ctx.app);
    await ctx.db.update(users).set({ isAdmin: true }).where(eq(users.email, boss.email));
    const empty = await call(
      ctx.app,
      'PUT',
      '/api/support-knowledge',
      { language: 'pt', content: ' \n ' },
      {
        token: boss.token,
        language: 'it',
      },
    );
    expect(empty.status).toBe(400);
    expect(empty.json(errorBody).error.message).toContain('Inserisci del contenuto prima di salvare');
    expect(
      (await call(ctx.app, 'GET', '/api/support-knowledge?language=pt')).json(supportKnowledgeSchema).content,
    ).toBe(before?.content);

    try {
      const saved = await call(ctx.app, 'PUT', '/api/support-knowledge', edit, { token: boss.token });
      expect(saved.status).toBe(200);
      expect(saved.json(supportKnowledgeSchema)).toMatchObject({ language: 'pt', content: edit.content });
      expect(
        (await call(ctx.app, 'GET', '/api/support-knowledge?language=pt')).json(supportKnowledgeSchema).content,
      ).toBe(edit.content);
      const answer = await ask(ctx, 'Qual é o horário do suporte?', 'pt-BR');
      expect(answer.json(supportChatResponseSchema).response).toBe(
        'O suporte atende de segunda a sexta, das 9h às 18h.',
      );
    } finally {
      await ctx.db
        .update(supportKnowledge)
        .set({ content: before?.content ?? '', installed: before?.installed ?? true })
        .where(eq(supportKnowledge.language, 'pt'));
    }
  });
});

describe('the installed knowledge', () => {
  it('follows the plan table and the support address at start-up, until an admin edits it', async () => {
    const first = await createTestApp({ clock: freshClock() });
    const boss = await registerUser(first.app);
    await first.db.update(users).set({ isAdmin: true }).where(eq(users.email, boss.email));
    const edited = '## Prezzi\nScrivi a noi per i prezzi.';
    const [italian] = await first.db.select().from(supportKnowledge).where(eq(supportKnowledge.language, 'it'));
    await call(first.app, 'PUT', '/api/support-knowledge', { language: 'it', content: edited }, { token: boss.token });
    // A text installed with other figures (an older price table) is still Korai's own.
    await first.db
      .update(supportKnowledge)
      .set({ content: 'Pro costs EUR 2.99 a month.' })
      .where(eq(supportKnowledge.language, 'en'));
    await first.close();

    const restarted = await createTestApp({ clock: freshClock(), env: { SUPPORT_EMAIL } });
    try {
      const english = await call(restarted.app, 'GET', '/api/support-knowledge?language=en');
      expect(english.json(supportKnowledgeSchema).content).toContain(euro('en', PLANS.pro.monthlyPriceCents ?? 0));
      expect(english.json(supportKnowledgeSchema).content).toContain(SUPPORT_EMAIL);
      expect(
        (await call(restarted.app, 'GET', '/api/support-knowledge?language=it')).json(supportKnowledgeSchema).content,
      ).toBe(edited);
    } finally {
      await restarted.db
        .update(supportKnowledge)
        .set({ content: italian?.content ?? '', installed: true })
        .where(eq(supportKnowledge.language, 'it'));
      await restarted.close();
    }
  });
});

describe('limits', () => {
  it('lets one address ask 10 questions a minute', async () => {
    const ctx = await createTestApp({ clock: freshClock() });
    try {
      for (let i = 0; i < 10; i++) expect((await ask(ctx, 'Quanto costa Pro?', 'it', '10.9.9.9')).status).toBe(200);
      const refused = await ask(ctx, 'Quanto costa Pro?', 'it', '10.9.9.9');
      expect(refused.status).toBe(429);
      expect(refused.json(errorBody).error.code).toBe('rate_limited');
      expect(refused.json(errorBody).error.message).toMatch(/Riprova tra \d+ secondi/);
      expect((await ask(ctx, 'Quanto costa Pro?', 'it', '10.9.9.10')).status).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('keeps one budget a minute for all addresses, across app processes, kept in the database', async () => {
    const clock = freshClock();
    const env = { SUPPORT_CHAT_BUDGET_PER_MINUTE: '4' };
    const first = await createTestApp({ clock, env });
    const second = await createTestApp({ clock, env });
    try {
      // Four questions from four addresses, spread over two app processes, use up the minute's budget.
      for (const [index, ctx] of [first, second, first, second].entries()) {
        expect((await ask(ctx, 'How much is Pro?', 'en', `10.8.0.${index}`)).status).toBe(200);
      }
      for (const ctx of [first, second]) {
        const refused = await ask(ctx, 'How much is Pro?', 'en', '10.8.1.1');
        expect(refused.status).toBe(429);
        expect(refused.json(errorBody).error).toMatchObject({ code: 'rate_limited' });
        expect(refused.json(errorBody).error.message).toMatch(/answering a lot of people right now/);
      }
      clock.advance(60_000);
      expect((await ask(second, 'How much is Pro?', 'en', '10.8.1.1')).status).toBe(200);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

/** A local OpenAI-compatible server answering with a recorded chat completion. */
async function startModelServer(reply: (body: any) => { status: number; json: unknown }) {
  const requests: { headers: http.IncomingHttpHeaders; url: string; body: any }[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const body = JSON.parse(raw);
      requests.push({ headers: request.headers, url: request.url ?? '', body });
      const { status, json } = reply(body);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The shape OpenAI's /v1/chat/completions answers with (recorded, content replaced). */
function completion(content: string) {
  return {
    id: 'chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG',
    object: 'chat.completion',
    created: 1741570283,
    model: 'gpt-4o-mini-2024-07-18',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 1117, completion_tokens: 46, total_tokens: 1163 },
    service_tier: 'default',
    system_fingerprint: 'fp_06737a9306',
  };
}

describe('with a language model configured', () => {
  it('lets the model answer grounded only in the best passages', async () => {
    const modelReply = 'Pro costa 3,99 € al mese oppure 39,99 € all’anno, e puoi disdire quando vuoi.';
    const model = await startModelServer(() => ({ status: 200, json: completion(modelReply) }));
    const ctx = await createTestApp({
      clock: freshClock(),
      env: { AI_BASE_URL: model.url, AI_API_KEY: 'sk-local-test', AI_MODEL: 'gpt-4o-mini' },
    });
    try {
      const { status, json } = await ask(ctx, 'Quanto costa Pro?', 'it');
      expect(status).toBe(200);
      expect(json(supportChatResponseSchema).response).toBe(modelReply);
      const [request] = model.requests;
      expect(request?.url).toBe('/v1/chat/completions');
      expect(request?.headers.authorization).toBe('Bearer sk-local-test');
      expect(request?.body.model).toBe('gpt-4o-mini');
      const [system, user] = request?.body.messages ?? [];
      expect(user).toEqual({ role: 'user', content: 'Quanto costa Pro?' });
      expect(system.role).toBe('system');
      expect(system.content).toContain('ONLY the passages');
      expect(system.content).toContain('Italian');
      expect(system.content).toContain(euro('it', PLANS.pro.monthlyPriceCents ?? 0));
      // Only the passages that answer go to the model, never the whole text.
      expect(system.content).not.toContain('argon2id');
    } finally {
      await ctx.close();
      await model.close();
    }
  });

  it('gives the write-to-support reply when the model finds no answer in the passages', async () => {
    const model = await startModelServer(() => ({ status: 200, json: completion('NO_ANSWER') }));
    const ctx = await createTestApp({
      clock: freshClock(),
      env: { AI_BASE_URL: model.url, AI_MODEL: 'llama3.1', SUPPORT_EMAIL },
    });
    try {
      const { json } = await ask(ctx, 'Can I pay the Pro plan with PayPal?', 'en');
      expect(model.requests).toHaveLength(1);
      expect(model.requests[0]?.headers.authorization).toBeUndefined();
      expect(json(supportChatResponseSchema).response).toBe(
        translatorFor('en')('supportChat.fallback', { email: SUPPORT_EMAIL }),
      );
    } finally {
      await ctx.close();
      await model.close();
    }
  });

  it('answers with the passages themselves when the model service fails', async () => {
    const model = await startModelServer(() => ({
      status: 500,
      json: { error: { message: 'The server had an error while processing your request.', type: 'server_error' } },
    }));
    const ctx = await createTestApp({ clock: freshClock(), env: { AI_BASE_URL: model.url, AI_MODEL: 'gpt-4o-mini' } });
    try {
      const { status, json } = await ask(ctx, 'How long is the free trial?', 'en');
      expect(status).toBe(200);
      expect(json(supportChatResponseSchema).response).toContain(`${TRIAL_DAYS} days of Pro for free`);
    } finally {
      await ctx.close();
      await model.close();
    }
  });
});
