import type { TFunction } from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translatorFor } from '../../src/server/i18n.js';
import { LANGUAGES } from '../../src/shared/languages.js';
import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { quickStarts } from '../../src/web/features/korai/quick-starts.js';
import { ask } from '../support/korai.js';
import { createTestApp, registerUser, TestClock, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock: new TestClock(new Date('2026-06-17T10:00:00Z')) });
});
afterAll(() => ctx.close());

/** The chat's welcome suggests questions made of the person's own boxes: each must get a true answer, in every language. */
describe.each(LANGUAGES.map((language) => language.code))('the quick starts in %s', (code) => {
  it('are each answered with a figure or a date, never with "I cannot answer that yet"', async () => {
    const account = await registerUser(ctx.app);
    const api = trackingClient(ctx.app, account.token);
    const water = (await api.post('/api/boxes', { name: 'Acqua', emoji: '💧' })).json(boxSchema);
    const cinema = (await api.post('/api/boxes', { name: 'Cinema', emoji: '🎬', trackingMode: 'descriptive' })).json(
      boxSchema,
    );
    await api.post(`/api/events/boxes/${water.id}/events`, {});
    await api.post(`/api/events/boxes/${water.id}/events`, {});
    await api.post(`/api/events/boxes/${cinema.id}/events`, { description: 'Dune' });
    const boxes = (await api.get('/api/boxes')).json(z.array(boxSchema));

    const t = translatorFor(code);
    const cannot = t('korai.answer.cannotAnswer');
    const questions = quickStarts(boxes, t as unknown as TFunction);
    expect(questions).toHaveLength(4);
    for (const question of questions) {
      const answer = await ask(api, question, undefined, code);
      expect(answer.status, question).toBe(200);
      expect(answer.text, question).not.toContain(cannot);
      expect(answer.text, question).toMatch(/\p{N}/u);
    }
  });
});
