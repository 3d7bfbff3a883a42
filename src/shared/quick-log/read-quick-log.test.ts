import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../days.js';
import { LANGUAGE_CODES, type LanguageCode } from '../languages.js';
import { localDate } from '../local-dates.js';
import fixture from './quick-log-sentences.json' with { type: 'json' };
import { readQuickLog } from './read-quick-log.js';
import { wordsFor } from './words-for.js';

interface Sentence {
  language: LanguageCode;
  text: string;
  timeZone?: string;
  expected: Record<string, unknown> & { kind: string };
}

const now = new Date(fixture.now);
const boxesOf = (language: LanguageCode) => fixture.boxes[language];

/** The fixture leaves out what a reading has by default: one, now, no tags, no unit (so none counting), nothing left over. */
function expectedReading(expected: Sentence['expected']) {
  if (expected.kind === 'notALog') return expected;
  return { quantity: 1, at: null, tags: [], unit: null, counts: false, leftover: [], ...expected };
}

function readAsJson(sentence: Sentence, boxes = boxesOf(sentence.language)) {
  const reading = readQuickLog(sentence.text, {
    language: sentence.language,
    boxes,
    now,
    timeZone: sentence.timeZone ?? fixture.timeZone,
  });
  if (reading.kind === 'notALog' || reading.kind === 'otherUnit') return reading;
  return { ...reading, at: reading.at?.toISOString() ?? null };
}

describe('readQuickLog', () => {
  const sentences = fixture.sentences as Sentence[];

  it.each(sentences.map((sentence) => [sentence.language, sentence.timeZone ?? '', sentence.text, sentence] as const))(
    '%s %s reads "%s"',
    (_language, _zone, _text, sentence) => {
      expect(readAsJson(sentence)).toEqual(expectedReading(sentence.expected));
    },
  );

  it('has enough sentences in every language', () => {
    const count = (language: string) => sentences.filter((sentence) => sentence.language === language).length;
    expect(count('it')).toBeGreaterThanOrEqual(40);
    expect(count('en')).toBeGreaterThanOrEqual(40);
    for (const language of ['es', 'fr', 'de', 'pt', 'ru', 'ar', 'hi', 'ja', 'zh']) {
      expect(count(language)).toBeGreaterThanOrEqual(10);
    }
  });

  it('never logs a quantity in a box kept in another unit, whatever language names either', () => {
    const boxes = [
      { id: 1, name: 'Corsa', unit: 'km' },
      { id: 2, name: 'Lettura', unit: 'pagine' },
      { id: 3, name: 'Acqua', unit: 'bicchieri' },
      { id: 4, name: 'Running', unit: 'kilometres' },
    ];
    const read = (text: string, language: LanguageCode = 'it') =>
      readQuickLog(text, { language, boxes, now, timeZone: fixture.timeZone });
    expect(read('corsa 30 min')).toEqual({ kind: 'otherUnit', boxId: 1, quantity: 30, unit: 'min', boxUnit: 'km' });
    expect(read('lettura 20 minuti ieri')).toMatchObject({ kind: 'otherUnit', boxId: 2, boxUnit: 'pagine' });
    expect(read('running 2 hours', 'en')).toMatchObject({ kind: 'otherUnit', boxId: 4, unit: 'hours' });
    // Another word for the same unit is the same unit; a bare number is in the box's own.
    expect(read('corsa 5 chilometri')).toMatchObject({ kind: 'log', boxId: 1, quantity: 5 });
    expect(read('running 5 km', 'en')).toMatchObject({ kind: 'log', boxId: 4, quantity: 5 });
    expect(read('corsa 5')).toMatchObject({ kind: 'log', boxId: 1, quantity: 5, unit: null });
    expect(read('lettura 30 pagine')).toMatchObject({ kind: 'log', boxId: 2, quantity: 30 });
    // A unit Korai does not know is not compared.
    expect(read('acqua 2 litri')).toMatchObject({ kind: 'log', boxId: 3, quantity: 2 });
  });

  it('never names an instant after now', () => {
    for (const sentence of sentences) {
      const reading = readQuickLog(sentence.text, {
        language: sentence.language,
        boxes: boxesOf(sentence.language),
        now,
        timeZone: sentence.timeZone ?? fixture.timeZone,
      });
      if ('at' in reading && reading.at) expect(reading.at.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  const DAY_WORDS: Record<'it' | 'en' | 'de' | 'zh', [string, number][]> = {
    it: [
      ['oggi', 0],
      ['ieri', -1],
      ["l'altro ieri", -2],
    ],
    en: [
      ['today', 0],
      ['yesterday', -1],
      ['the day before yesterday', -2],
    ],
    de: [
      ['heute', 0],
      ['gestern', -1],
      ['vorgestern', -2],
    ],
    zh: [
      ['今天', 0],
      ['昨天', -1],
      ['前天', -2],
    ],
  };

  it('reads back the box, quantity and day a sentence was made of', () => {
    const today = localDate(now, fixture.timeZone);
    const sentence = fc.constantFrom('it', 'en', 'de', 'zh').chain((language) =>
      fc.record({
        language: fc.constant(language),
        box: fc.constantFrom(...boxesOf(language)),
        quantity: fc.option(fc.integer({ min: 1, max: 500 }), { nil: undefined }),
        day: fc.option(fc.constantFrom(...DAY_WORDS[language]), { nil: undefined }),
        order: fc.constantFrom('quantity first', 'box first', 'day first'),
      }),
    );
    fc.assert(
      fc.property(sentence, ({ language, box, quantity, day, order }) => {
        const named =
          quantity === undefined
            ? box.name
            : order === 'box first'
              ? `${box.name} ${quantity}`
              : `${quantity} ${box.name}`;
        const text = !day ? named : order === 'day first' ? `${day[0]} ${named}` : `${named} ${day[0]}`;
        const reading = readQuickLog(text, { language, boxes: boxesOf(language), now, timeZone: fixture.timeZone });
        expect(reading).toMatchObject({ kind: 'log', boxId: box.id, quantity: quantity ?? 1 });
        if (reading.kind !== 'log') return;
        const offset = day?.[1] ?? 0;
        if (offset === 0) expect(reading.at).toBeNull();
        else expect(reading.at && localDate(reading.at, fixture.timeZone)).toBe(addDays(today, offset));
      }),
    );
  });

  // A sentence one language reads wholly is read wholly whatever the interface's language: the interface's own
  // reading first when it leaves nothing unread ("café à 8 h" is 8 hours of coffee to an Italian), else another's.
  it('reads wholly, in every interface language, a sentence its own language reads wholly', () => {
    const wholly = sentences.filter((sentence) => sentence.expected.kind === 'log' && !sentence.expected.leftover);
    const unread = wholly.flatMap((sentence) =>
      LANGUAGE_CODES.filter((language) => {
        const reading = readAsJson({ ...sentence, language }, boxesOf(sentence.language));
        return reading.kind !== 'log' || reading.leftover.length > 0;
      }).map((language) => `${language} app: ${sentence.text}`),
    );
    expect(wholly.length).toBeGreaterThan(100);
    expect(unread).toEqual([]);
  });

  it.each([
    ['ar', '2 caffè ieri', 'it'],
    ['it', 'gestern 2 Kaffee', 'de'],
    ['en', 'ayer 2 café', 'es'],
    ['ja', 'corsa 5 km ieri sera #parco', 'it'],
  ] as const)('in the %s app reads "%s" as %s does', (app, text, written) => {
    const sentence: Sentence = { language: written, text, expected: { kind: 'log' } };
    const inApp = readAsJson({ ...sentence, language: app }, boxesOf(written));
    expect(inApp).toEqual(readAsJson(sentence));
    expect(inApp).toMatchObject({ kind: 'log', leftover: [] });
  });

  it("reads every language's count words as the box's own things, and its measures as measures", () => {
    const spaced = LANGUAGE_CODES.filter((language) => !wordsFor(language).unspaced);
    // A lone letter ("m", "h") is left out: after a number it may be an hour as well as a unit.
    const unitsOf = (language: LanguageCode, counts: boolean) =>
      wordsFor(language)[counts ? 'countWords' : 'units'].filter((word) => !/^\p{L}$/u.test(word));
    const sentence = fc
      .record({ language: fc.constantFrom(...spaced), counts: fc.boolean() })
      .chain(({ language, counts }) =>
        fc.record({
          language: fc.constant(language),
          counts: fc.constant(counts),
          unit: fc.constantFrom(...unitsOf(language, counts)),
          box: fc.constantFrom(...boxesOf(language)),
          quantity: fc.integer({ min: 2, max: 12 }),
        }),
      );
    fc.assert(
      fc.property(sentence, ({ language, counts, unit, box, quantity }) => {
        const reading = readQuickLog(`${quantity} ${unit} ${box.name}`, {
          language,
          boxes: boxesOf(language),
          now,
          timeZone: fixture.timeZone,
        });
        expect(reading).toMatchObject({ kind: 'log', boxId: box.id, quantity, counts });
      }),
      { numRuns: 500 },
    );
  });
});
