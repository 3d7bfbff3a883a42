import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeFacts } from '../../src/server/support/knowledge/facts.js';
import { knowledgeText } from '../../src/server/support/knowledge/index.js';
import { PASSAGE_IDS } from '../../src/server/support/knowledge/passage-ids.js';
import { LANGUAGE_CODES } from '../../src/shared/languages.js';
import { projectRoot } from '../support/app-process.js';
import { createTestApp, type TestContext } from '../support/test-app.js';
import { PASSAGE_CLAIMS } from './support-knowledge/passage-claims.js';
import { type Catalogue, passageProblems } from './support-knowledge/passage-problems.js';

const SUPPORT_EMAIL = 'help@korai.example';
const catalogue = (language: string): Catalogue =>
  JSON.parse(fs.readFileSync(path.join(projectRoot, 'src/shared/i18n/locales', `${language}.json`), 'utf8'));

let ctx: TestContext;
let routes: Set<string>;
beforeAll(async () => {
  ctx = await createTestApp();
  routes = new Set(ctx.app.routeTable.map((route) => `${route.method} ${route.url}`));
});
afterAll(() => ctx.close());

describe('every passage of the installed knowledge is true of the app', () => {
  for (const language of LANGUAGE_CODES) {
    it(`in ${language}`, () => {
      const context = {
        language,
        catalogue: catalogue(language),
        facts: knowledgeFacts(language, SUPPORT_EMAIL),
        routes,
      };
      const text = knowledgeText(language, SUPPORT_EMAIL);
      const problems = PASSAGE_IDS.flatMap((id) =>
        passageProblems(text[id], PASSAGE_CLAIMS[id], context).map((problem) => `${id}: ${problem}`),
      );
      expect(problems).toEqual([]);
    });
  }
});

describe('the check of a passage', () => {
  const context = () => ({
    language: 'en' as const,
    catalogue: catalogue('en'),
    facts: knowledgeFacts('en', SUPPORT_EMAIL),
    routes,
  });

  it('fails a passage that promises goal targets the app does not have', () => {
    const promise = {
      heading: 'Goals',
      body: 'With Pro you set goals for a box (8 glasses of water a day, or 3 workouts a week) and follow your progress day by day.',
    };
    expect(passageProblems(promise, PASSAGE_CLAIMS.goals, context())).toEqual(
      expect.arrayContaining([
        'states 8, which none of its sources gives',
        'states 3, which none of its sources gives',
        'does not name goals.new as the app does: “New goal”',
      ]),
    );
  });

  it('fails a price, a label or a route that is not the app’s', () => {
    const text = knowledgeText('en', SUPPORT_EMAIL);
    const cheaper = { ...text.plans, body: text.plans.body.replace('€3.99', '€2.99') };
    expect(passageProblems(cheaper, PASSAGE_CLAIMS.plans, context())).toEqual(
      expect.arrayContaining(['does not state €3.99', 'states 2.99, which none of its sources gives']),
    );
    const renamed = { ...text.cancel, body: text.cancel.body.replace('“Cancel subscription”', '“End membership”') };
    expect(passageProblems(renamed, PASSAGE_CLAIMS.cancel, context())).toEqual([
      'does not name management.cancel as the app does: “Cancel subscription”',
      'quotes “End membership”, which is no text of the app',
    ]);
    const unrouted = { ...PASSAGE_CLAIMS.export, routes: ['GET /api/events/export.xlsx'] };
    expect(passageProblems(text.export, unrouted, context())).toEqual([
      'relies on GET /api/events/export.xlsx, which is no route',
    ]);
  });
});
