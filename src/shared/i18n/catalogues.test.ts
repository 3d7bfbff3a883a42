import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from '../languages.js';
import { type Catalogue, catalogues } from './catalogues.js';

const load = (code: LanguageCode): Catalogue => catalogues[code];

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') entries.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

/** Keys with plural suffixes folded to their base, each with the categories found. */
function families(entries: Map<string, string>): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const key of entries.keys()) {
    const plural = key.match(PLURAL);
    const base = plural ? key.replace(PLURAL, '') : key;
    const categories = found.get(base) ?? new Set<string>();
    if (plural?.[1]) categories.add(plural[1]);
    found.set(base, categories);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{?\s*(\w+)\s*\}?\}/g)].map((match) => match[1]).sort();

/** Values that are the same in every language: names, and words Italian shares with others. */
const SAME_EVERYWHERE =
  /^(Korai|K-ORAI|Daylio|Loop Habit Tracker|Nomie|Backup|Key|Free|Pro|Premium|Box|Admin|Admin Dashboard|Support|User|Upgrade|Downgrade|Tipo|Emoji|Bio|Tutorial|Email|Password|Privacy|CSV|Report|Data|Chatbot|Assistente|Note|Nome|Periodo|Info|No|Pro \(Trial\)|Pro e Premium|Chat|\{\{count\}\} box|.*\{\{(count|value)\}\} evento|\{\{count\}\} insights?|\{\{used\}\}\/\{\{limit\}\})$/;

/** A text of placeholders and punctuation only ("{{goal}}: {{progress}}.") reads the same in every language. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{\w+\}\}/g, ''));

const italian = flatten(load('it'));
const italianFamilies = families(italian);

describe.each(LANGUAGES.map((language) => language.code))('the %s catalogue', (code) => {
  const entries = flatten(load(code));
  const own = families(entries);
  const categories = new Set(new Intl.PluralRules(code).resolvedOptions().pluralCategories);

  it('has exactly the keys of the Italian one', () => {
    expect([...own.keys()].sort()).toEqual([...italianFamilies.keys()].sort());
  });

  it("gives every plural the language's own forms", () => {
    for (const [base, found] of own) {
      if (!(italianFamilies.get(base)?.size ?? 0)) continue;
      expect([base, [...found].sort()]).toEqual([base, [...categories].sort()]);
    }
  });

  it('keeps every placeholder of the Italian text', () => {
    for (const [key, text] of entries) {
      const italianKey = italian.has(key) ? key : key.replace(PLURAL, '_other');
      const source = italian.get(italianKey) ?? '';
      expect([key, placeholders(text)]).toEqual([key, placeholders(source)]);
    }
  });

  if (code === 'it') return;
  it('leaves nothing in Italian', () => {
    const untranslated = [...entries]
      .filter(([key, text]) => text === italian.get(key) && !SAME_EVERYWHERE.test(text) && hasWords(text))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
