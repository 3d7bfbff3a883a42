import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messageSchema } from '../../src/shared/schemas/ai.js';
import { ask, doneOf, pickReading } from '../support/korai.js';
import { createTestApp, registerUser, TestClock, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

/**
 * A question K-ORAI does not understand gets no figure: it says which word stopped it and what it did understand,
 * and offers the likeliest readings as buttons. A reading picked runs exactly the plan its label states.
 */
let ctx: TestContext;
beforeAll(async () => {
  // Monday 15 June 2026, noon in Rome.
  ctx = await createTestApp({ clock: new TestClock(new Date('2026-06-15T10:00:00Z')) });
});
afterAll(() => ctx.close());

async function coffeeDrinker() {
  const account = await registerUser(ctx.app);
  const api = trackingClient(ctx.app, account.token);
  const coffee = await api.createBox({ name: 'Caffè', emoji: '☕' });
  const water = await api.createBox({ name: 'Acqua', emoji: '💧' });
  // Two coffees this week (Monday), three the week before, one in May.
  for (const day of ['2026-06-15', '2026-06-15', '2026-06-10', '2026-06-09', '2026-06-08', '2026-05-20']) {
    await api.logEvent(coffee.id, { eventDate: `${day}T06:00:00Z` });
  }
  await api.logEvent(water.id, { eventDate: '2026-06-15T06:30:00Z' });
  return { api, coffee, water };
}

const messagesOf = async (api: ReturnType<typeof trackingClient>, id: string) =>
  (await api.get(`/api/ai/conversations/${id}/messages`)).json(z.array(messageSchema));

describe('K-ORAI, a question it does not understand', () => {
  it('names the word it did not read, gives no figure, and offers readings that each answer exactly what they say', async () => {
    const { api, coffee } = await coffeeDrinker();
    const refused = await ask(api, 'Quanti caffè nelle ultime tre quindicine?');
    expect(refused.text).toBe(
      [
        "Non ho capito «tre», quindi non ti do un numero: sarebbe la risposta a un'altra domanda.",
        'Ho capito: ☕ Caffè · numero di volte.',
        'Scegli cosa intendevi:',
      ].join('\n'),
    );
    const done = doneOf(refused.events);
    expect(done.sources).toEqual([]);
    expect(done.readings.map((reading) => reading.label)).toEqual([
      '☕ Caffè · numero di volte · da sempre',
      '☕ Caffè · numero di volte · questa settimana (15–21 giu)',
      '☕ Caffè · numero di volte · questo mese (1–30 giu)',
    ]);

    const picked = await pickReading(api, refused.id, done.messageId, 1);
    expect(picked.status).toBe(200);
    expect(picked.text).toBe('Hai registrato 2 eventi in ☕ Caffè questa settimana.');
    expect(picked.done?.sources).toMatchObject([
      { boxes: [{ id: coffee.id }], from: '2026-06-15', to: '2026-06-21', figure: 2, measure: 'events' },
    ]);
    expect(picked.done?.readings).toEqual([]);
    expect(picked.done?.reading).toBe('☕ Caffè · numero di volte · questa settimana (15–21 giu)');
    expect(done.reading).toBeNull();

    // The conversation keeps the buttons, and the reading picked as the person's own message.
    const messages = await messagesOf(api, refused.id);
    expect(messages.map((message) => [message.type, message.content])).toEqual([
      ['user', 'Quanti caffè nelle ultime tre quindicine?'],
      ['assistant', refused.text],
      ['user', '☕ Caffè · numero di volte · questa settimana (15–21 giu)'],
      ['assistant', picked.text],
    ]);
    expect(messages[1]?.readings).toEqual(done.readings);
    expect(messages[3]?.readings).toEqual([]);
  });

  it('offers every box and each box in turn when the question names none', async () => {
    const { api, water } = await coffeeDrinker();
    const refused = await ask(api, 'Quante volte questa settimana?');
    expect(refused.text.split('\n').slice(0, 2)).toEqual([
      'Non ho capito di quale box parli.',
      'Ho capito: numero di volte · questa settimana (15–21 giu).',
    ]);
    const done = doneOf(refused.events);
    expect(done.readings.map((reading) => reading.label)).toEqual([
      'tutti i box · numero di volte · questa settimana (15–21 giu)',
      '☕ Caffè · numero di volte · questa settimana (15–21 giu)',
      '💧 Acqua · numero di volte · questa settimana (15–21 giu)',
    ]);
    const picked = await pickReading(api, refused.id, done.messageId, 2);
    expect(picked.text).toBe('Hai registrato 1 evento in 💧 Acqua questa settimana.');
    expect(picked.done?.sources).toMatchObject([{ boxes: [{ id: water.id }], figure: 1 }]);
  });

  it('offers the usual pairs when two periods are to be compared but none was named', async () => {
    const { api } = await coffeeDrinker();
    const refused = await ask(api, 'Quanti caffè rispetto a prima?');
    const done = doneOf(refused.events);
    // This week so far (Monday) against the same day of last week: the button says the days it compares.
    expect(done.readings[0]?.label).toBe("☕ Caffè · confronto · questa settimana (15 giu) contro l'8 giu 2026");
    const picked = await pickReading(api, refused.id, done.messageId, 0);
    expect(picked.text).toContain("2 eventi questa settimana contro 1 evento l'8 giu 2026");
    expect(picked.done?.reading).toBe(done.readings[0]?.label);
  });

  it("offers three questions on the person's own boxes when it understood nothing", async () => {
    const { api, coffee } = await coffeeDrinker();
    const refused = await ask(api, 'Che tempo fa domani a Roma?');
    expect(refused.text).toBe('Non so ancora rispondere a questa domanda. Prova per esempio:');
    const done = doneOf(refused.events);
    expect(done.sources).toEqual([]);
    expect(done.readings.map((reading) => reading.label)).toEqual([
      'Quanti eventi in Caffè questa settimana?',
      "Quando è stata l'ultima volta di Acqua?",
      'Qual è il mio box più attivo questo mese?',
    ]);
    const picked = await pickReading(api, refused.id, done.messageId, 0);
    expect(picked.done?.sources).toMatchObject([{ boxes: [{ id: coffee.id }], figure: 2 }]);
  });

  it('says it in the language asked', async () => {
    const account = await registerUser(ctx.app);
    const api = trackingClient(ctx.app, account.token);
    await api.createBox({ name: 'Coffee', emoji: '☕' });
    const refused = await ask(api, 'How many coffees did I have in the last fortnight?', undefined, 'en');
    expect(refused.text.split('\n')).toEqual([
      "I didn't understand “fortnight”, so I won't give you a figure: it would answer a different question.",
      'I understood: ☕ Coffee · number of times.',
      'Pick what you meant:',
    ]);
  });
});

describe('K-ORAI readings, picked', () => {
  it("are only the person's own, in that conversation, and only those offered", async () => {
    const owner = await coffeeDrinker();
    const other = await coffeeDrinker();
    const refused = await ask(owner.api, 'Quanti caffè nelle ultime tre quindicine?');
    const { messageId } = doneOf(refused.events);
    const theirs = await ask(other.api, 'Quanti caffè oggi?');

    // Another person's message, from their own conversation: not found, and nothing asked or counted.
    expect((await pickReading(other.api, theirs.id, messageId, 0)).status).toBe(404);
    // The same person's message, from another conversation.
    const elsewhere = await ask(owner.api, 'Quanti caffè oggi?');
    expect((await pickReading(owner.api, elsewhere.id, messageId, 0)).status).toBe(404);
    // An answer that offered no readings, and a place beyond those offered.
    expect((await pickReading(owner.api, elsewhere.id, doneOf(elsewhere.events).messageId, 0)).status).toBe(404);
    const beyond = await pickReading(owner.api, refused.id, messageId, 7);
    expect(beyond.status).toBe(400);
    expect(beyond.body).toMatchObject({ error: { code: 'validation' } });

    expect((await messagesOf(other.api, theirs.id)).length).toBe(2);
    expect((await messagesOf(owner.api, refused.id)).length).toBe(2);
  });

  it('are not run on what is left once their box is gone', async () => {
    const { api, coffee } = await coffeeDrinker();
    const refused = await ask(api, 'Quanti caffè nelle ultime tre quindicine?');
    expect((await api.delete(`/api/boxes/${coffee.id}`)).status).toBeLessThan(300);
    const picked = await pickReading(api, refused.id, doneOf(refused.events).messageId, 0);
    expect(picked.status).toBe(200);
    expect(picked.done?.sources).toEqual([]);
    expect(picked.text).toBe('Non so ancora rispondere a questa domanda. Prova per esempio:');
  });
});

describe('K-ORAI, which day', () => {
  it('answers "which day" with the date, and "which day of the week" with the weekday', async () => {
    const { api, coffee } = await coffeeDrinker();
    const day = await ask(api, 'In quale giorno ho bevuto più caffè?');
    // Monday 15 June has two coffees, every other day one.
    expect(day.text).toBe('Il giorno con più eventi in ☕ Caffè da sempre è stato il 15 giugno 2026, con 2 eventi.');
    expect(doneOf(day.events).sources).toMatchObject([
      { boxes: [{ id: coffee.id }], from: '2026-06-15', to: '2026-06-15', figure: 2, measure: 'events' },
    ]);
    const weekday = await ask(api, 'In quale giorno della settimana bevo più caffè?');
    expect(weekday.text).toContain('lunedì');
    expect(weekday.text).not.toContain('giugno');
  });
});
