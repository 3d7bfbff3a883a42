import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DAY_MS } from '../../src/shared/days.js';
import { conversationSchema, insightsUsageSchema, messageSchema } from '../../src/shared/schemas/ai.js';
import { successMessageSchema } from '../../src/shared/schemas/common.js';
import { ask, doneOf, makeFree } from '../support/korai.js';
import { createTestApp, errorBody, registerUser, TestClock, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock: new TestClock(new Date('2026-06-15T10:00:00Z')) });
});
afterAll(() => ctx.close());

async function user() {
  const account = await registerUser(ctx.app);
  return { ...account, api: trackingClient(ctx.app, account.token) };
}

describe('K-ORAI conversations', () => {
  it('creates, lists, renames, archives and deletes a conversation, newest first', async () => {
    const { api } = await user();
    const long = 'Quanti caffè ho bevuto questa settimana rispetto alla settimana scorsa, più o meno?';
    const first = await api.post('/api/ai/conversations', { title: long });
    expect(first.status).toBe(201);
    expect(first.json(conversationSchema)).toMatchObject({
      title: [...long].slice(0, 50).join(''),
      totalMessages: 0,
      totalInsights: 0,
      archived: false,
    });
    ctx.clock.advance(60_000);
    const second = (await api.post('/api/ai/conversations', { title: 'Seconda' })).json(conversationSchema);
    const ids = async () => (await api.get('/api/ai/conversations')).json(z.array(conversationSchema)).map((c) => c.id);
    const firstId = first.json(conversationSchema).id;
    expect(await ids()).toEqual([second.id, firstId]);

    const renamed = await api.patch(`/api/ai/conversations/${firstId}/rename`, { title: '  Caffè  ' });
    expect(renamed.json(conversationSchema)).toMatchObject({ id: firstId, title: 'Caffè' });
    expect((await api.patch(`/api/ai/conversations/${firstId}/rename`, { title: '   ' })).status).toBe(400);

    const archived = await api.patch(`/api/ai/conversations/${firstId}/archive`);
    expect(archived.json(conversationSchema)).toMatchObject({ archived: true });

    const removed = await api.delete(`/api/ai/conversations/${second.id}`);
    expect(removed.json(successMessageSchema)).toMatchObject({ success: true, message: 'Chat eliminata' });
    expect(await ids()).toEqual([firstId]);
    expect((await api.get(`/api/ai/conversations/${second.id}/messages`)).status).toBe(404);
  });

  it("never shows or touches another person's conversation", async () => {
    const owner = await user();
    const other = await user();
    const body = (await owner.api.post('/api/ai/conversations', { title: 'Mia' })).json(conversationSchema);
    expect((await other.api.get(`/api/ai/conversations/${body.id}/messages`)).status).toBe(404);
    expect((await other.api.patch(`/api/ai/conversations/${body.id}/rename`, { title: 'Tua' })).status).toBe(404);
    expect((await other.api.post(`/api/ai/chat/${body.id}`, { message: 'Quanti eventi oggi?' })).status).toBe(404);
    expect((await other.api.delete(`/api/ai/conversations/${body.id}`)).status).toBe(404);
    expect((await owner.api.get('/api/ai/conversations')).json(z.array(conversationSchema))).toHaveLength(1);
    expect((await other.api.get('/api/ai/insights/usage')).json(insightsUsageSchema).totalInsightsUsed.total).toBe(0);
  });
});

describe('K-ORAI chat', () => {
  it('streams the answer as server-sent events, then one done event with the stored message and its sources', async () => {
    const { api } = await user();
    const coffee = await api.createBox({ name: 'Caffè', emoji: '☕' });
    for (let i = 0; i < 3; i++) await api.logEvent(coffee.id, { eventDate: '2026-06-15T07:00:00Z' });
    await api.logEvent(coffee.id, { eventDate: '2026-06-14T07:00:00Z' });

    const answer = await ask(api, 'Quanti caffè ho bevuto oggi?');
    expect(answer.status).toBe(200);
    expect(answer.response.headers['content-type']).toContain('text/event-stream');
    expect(answer.response.body).toMatch(/^data: \{"type":"token","token":"[^"]+","done":false\}\n\n/);
    const tokens = answer.events.filter((event) => event.type === 'token');
    expect(tokens.length).toBeGreaterThan(3);
    expect(answer.text).toBe('Hai registrato 3 eventi in ☕ Caffè oggi.');
    const done = answer.events.at(-1);
    expect(done).toMatchObject({
      type: 'done',
      done: true,
      sources: [
        {
          boxes: [{ id: coffee.id, name: 'Caffè' }],
          from: '2026-06-15',
          to: '2026-06-15',
          figure: 3,
          measure: 'events',
        },
      ],
    });

    const messages = (await api.get(`/api/ai/conversations/${answer.id}/messages`)).json(z.array(messageSchema));
    expect(messages).toMatchObject([
      { type: 'user', content: 'Quanti caffè ho bevuto oggi?', sources: [] },
      { type: 'assistant', content: answer.text, sources: done?.type === 'done' ? done.sources : [] },
    ]);
    expect(messages[1]?.id).toBe(done?.type === 'done' ? done.messageId : -1);
    // Every figure comes with how the question was read, in plain words with its days.
    expect(done).toMatchObject({ reading: '☕ Caffè · numero di volte · oggi (15 giu)' });
    expect(messages.map((message) => message.reading)).toEqual([null, '☕ Caffè · numero di volte · oggi (15 giu)']);
    const [listed] = (await api.get('/api/ai/conversations')).json(z.array(conversationSchema));
    expect(listed).toMatchObject({ id: answer.id, totalMessages: 2, totalInsights: 1 });
  });

  it('still shows an answer stored before boxes had units, its boxes read as having none', async () => {
    const { api } = await user();
    const coffee = await api.createBox({ name: 'Caffè', emoji: '☕' });
    await api.logEvent(coffee.id, { eventDate: '2026-06-15T07:00:00Z' });
    const answer = await ask(api, 'Quanti caffè ho bevuto oggi?');
    // The sources as they were written then: boxes without a unit field.
    await ctx.db.$client.query(
      `UPDATE ai_messages SET sources = jsonb_set(sources, '{0,boxes,0}', (sources #> '{0,boxes,0}') - 'unit')
       WHERE conversation_id = $1 AND type = 'assistant'`,
      [answer.id],
    );
    const stored = await api.get(`/api/ai/conversations/${answer.id}/messages`);
    expect(stored.status).toBe(200);
    expect(stored.json(z.array(messageSchema))[1]?.sources[0]?.boxes).toEqual([
      { id: coffee.id, name: 'Caffè', emoji: '☕', color: coffee.color, unit: null },
    ]);
  });

  it('answers in English when asked in English', async () => {
    const { api } = await user();
    const run = await api.createBox({ name: 'Running', emoji: '🏃' });
    await api.logEvent(run.id, { eventDate: '2026-06-13T07:00:00Z' });
    const answer = await ask(api, 'When was the last time I went running?');
    expect(answer.text).toContain('Saturday');
    expect(answer.text).toContain('2 days ago');
  });
});

describe('K-ORAI insights allowance', () => {
  it('gives Free 5 questions a month, counted once each, then refuses with the spec message', async () => {
    const { api, email } = await user();
    await makeFree(ctx, email);
    expect((await api.get('/api/ai/insights/usage')).json(insightsUsageSchema)).toEqual({
      totalInsightsUsed: { total: 0, today: 0, thisMonth: 0 },
      limit: 5,
    });
    const body = (await api.post('/api/ai/conversations', { title: 'Domande' })).json(conversationSchema);
    for (let i = 0; i < 5; i++) {
      expect((await ask(api, `Quanti eventi ho registrato oggi? ${i}`, body.id)).status).toBe(200);
    }
    const refused = await ask(api, 'Quanti eventi ho registrato ieri?', body.id);
    expect(refused.status).toBe(403);
    const { error } = refused.json(errorBody);
    expect(error).toMatchObject({ code: 'insights_exhausted' });
    expect(error.message).toContain('Hai esaurito gli insights mensili');
    expect((await api.get('/api/ai/insights/usage')).json(insightsUsageSchema)).toEqual({
      totalInsightsUsed: { total: 5, today: 5, thisMonth: 5 },
      limit: 5,
    });
    // The refused question changed nothing: five questions, five answers.
    expect((await api.get(`/api/ai/conversations/${body.id}/messages`)).json(z.array(messageSchema))).toHaveLength(10);

    // A new month, a new allowance; 'today' and 'this month' are the person's own (Rome) days.
    ctx.clock.advance(16 * DAY_MS);
    expect((await api.get('/api/ai/insights/usage')).json(insightsUsageSchema)).toEqual({
      totalInsightsUsed: { total: 5, today: 0, thisMonth: 0 },
      limit: 5,
    });
    expect((await ask(api, 'Quanti eventi ho registrato ieri?', body.id)).status).toBe(200);
    ctx.clock.advance(-16 * DAY_MS);
  });

  it('leaves Pro and the trial unlimited', async () => {
    const { api } = await user();
    expect((await api.get('/api/ai/insights/usage')).json(insightsUsageSchema).limit).toBe(-1);
    for (let i = 0; i < 7; i++) expect((await ask(api, `Quanti eventi oggi? ${i}`)).status).toBe(200);
    expect((await api.get('/api/ai/insights/usage')).json(insightsUsageSchema).totalInsightsUsed).toEqual({
      total: 7,
      today: 7,
      thisMonth: 7,
    });
  });
});

describe('K-ORAI, an event by its own words', () => {
  it('finds the event a title names without quotes: when, how many days ago, how many times', async () => {
    const { api } = await user();
    const films = await api.createBox({ name: 'Film', emoji: '🎬', trackingMode: 'descriptive' });
    await api.logEvent(films.id, { description: 'Dune, al cinema', eventDate: '2026-06-05T19:00:00Z' });
    await api.logEvent(films.id, { description: 'Oppenheimer', eventDate: '2026-06-12T19:00:00Z' });
    await api.logEvent(films.id, { description: 'Il Signore degli Anelli', eventDate: '2026-06-01T19:00:00Z' });

    const when = await ask(api, 'Quando ho visto Dune?');
    expect(when.text).toContain('5 giugno 2026');
    expect(when.text).toContain('10 giorni fa');
    expect(when.events.at(-1)).toMatchObject({
      type: 'done',
      sources: [{ text: 'Dune', from: '2026-06-05', figure: 10 }],
    });
    const ago = await ask(api, 'Quanti giorni fa ho visto Dune?');
    expect(ago.text).toContain('10 giorni fa');
    const times = await ask(api, 'Quante volte ho visto Il Signore degli Anelli?');
    expect(times.events.at(-1)).toMatchObject({
      type: 'done',
      sources: [{ text: 'Il Signore degli Anelli', figure: 1, measure: 'events' }],
    });
    // A name written in lower case is not taken for one: the question is refused, not answered for every film.
    const lower = await ask(api, 'Quante volte ho visto dune?');
    expect(lower.events.at(-1)).toMatchObject({ type: 'done', sources: [] });
  });
});

describe('K-ORAI, the lowest rating, the most used tag, the events themselves and the longest break', () => {
  it('answers each with its figure, its dates and its source', async () => {
    const { api } = await user();
    const films = await api.createBox({ name: 'Film', emoji: '🎬', trackingMode: 'descriptive' });
    const gym = await api.createBox({ name: 'Palestra', emoji: '🏋️' });
    const seen: [string, string, number][] = [
      ['Dune #cinema', '2026-06-02T19:00:00Z', 5],
      ['Cats #divano', '2026-06-05T19:00:00Z', 1],
      ['Heat #cinema', '2026-06-09T19:00:00Z', 4],
      ['Up #divano #famiglia', '2026-06-12T19:00:00Z', 3],
      ['Alien #cinema', '2026-05-20T19:00:00Z', 2],
    ];
    for (const [description, eventDate, rating] of seen) {
      await api.logEvent(films.id, { description, eventDate, rating });
    }
    // The gym on 1, 2, 3, 8 and 14 June: the longest break in June is 9 to 13 June.
    for (const day of ['01', '02', '03', '08', '14'])
      await api.logEvent(gym.id, { eventDate: `2026-06-${day}T07:00:00Z` });

    const worst = await ask(api, 'Qual è il film con il voto più basso di giugno?');
    expect(worst.text).toContain('1');
    expect(worst.text).toContain('Cats');
    expect(doneOf(worst.events).sources).toMatchObject([{ from: '2026-06-05', figure: 1, measure: 'rating' }]);

    const tag = await ask(api, 'Qual è il tag più usato nei Film?');
    expect(tag.text).toBe('Il tag più usato in 🎬 Film da sempre è #cinema, con 3 eventi.');
    expect(doneOf(tag.events).sources).toMatchObject([{ tag: 'cinema', figure: 3, measure: 'events' }]);

    const listed = await ask(api, 'Quali film ho visto a giugno?');
    expect(listed.text.split('\n')).toEqual([
      "Ecco 4 eventi in 🎬 Film dall'1 giu 2026 al 30 giu 2026:",
      '• 12 giu 2026 · Up #divano #famiglia',
      '• 9 giu 2026 · Heat #cinema',
      '• 5 giu 2026 · Cats #divano',
      '• 2 giu 2026 · Dune #cinema',
    ]);
    expect(doneOf(listed.events).sources).toMatchObject([{ from: '2026-06-01', to: '2026-06-30', figure: 4 }]);

    const active = await ask(api, 'In quanti giorni sono andato in palestra a giugno?');
    expect(active.text).toBe("5 giorni con 🏋️ Palestra dall'1 giu 2026 al 30 giu 2026.");
    const tagged = await ask(api, 'Quali eventi con #cinema negli ultimi 2 anni?');
    expect(tagged.text.split('\n')[0]).toBe('Ecco 3 eventi in tutti i box #cinema dal 16 giu 2024 al 15 giu 2026:');

    const gap = await ask(api, 'Qual è la pausa più lunga dalla palestra questo mese?');
    expect(doneOf(gap.events).sources).toMatchObject([
      { from: '2026-06-09', to: '2026-06-13', figure: 5, measure: 'days' },
    ]);
    expect(gap.text).toContain('5 giorni');
  });
});

describe('K-ORAI, a time of day', () => {
  it('counts only the events at those hours, in the person’s time zone, and says so', async () => {
    const { api } = await user();
    const coffee = await api.createBox({ name: 'Caffè', emoji: '☕' });
    // In Rome: 07:30 and 08:00 in the morning, 20:30 in the evening.
    for (const at of ['2026-06-15T05:30:00Z', '2026-06-14T06:00:00Z', '2026-06-14T18:30:00Z']) {
      await api.logEvent(coffee.id, { eventDate: at });
    }
    const mornings = await ask(api, 'Quanti caffè la mattina?');
    expect(mornings.text).toBe('Hai registrato 2 eventi in ☕ Caffè (di mattina) da sempre.');
    expect(doneOf(mornings.events)).toMatchObject({
      sources: [{ figure: 2, dayPart: 'morning' }],
      reading: '☕ Caffè (di mattina) · numero di volte · da sempre',
    });
    const evening = await ask(api, 'Quanti caffè ieri sera?');
    expect(doneOf(evening.events).sources).toMatchObject([{ from: '2026-06-14', figure: 1, dayPart: 'evening' }]);
  });
});
