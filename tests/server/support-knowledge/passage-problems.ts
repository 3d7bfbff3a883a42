import type { KnowledgeFacts } from '../../../src/server/support/knowledge/facts.js';
import { LANGUAGE_CODES, type LanguageCode } from '../../../src/shared/languages.js';
import { PLANS } from '../../../src/shared/plans.js';
import type { PassageClaims } from './passage-claims.js';

export type Catalogue = Record<string, unknown>;

/** Text as compared: one kind of space and apostrophe, no Hindi nukta, lower case. */
export function comparable(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\u093C/g, '')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/gu, ' ')
    .toLowerCase()
    .trim();
}

function catalogueText(catalogue: Catalogue, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Catalogue)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function catalogueTexts(node: unknown, into = new Set<string>()): Set<string> {
  if (typeof node === 'string') into.add(comparable(node));
  else if (node && typeof node === 'object') for (const value of Object.values(node)) catalogueTexts(value, into);
  return into;
}

/** What stands between quotation marks, in the marks the eleven languages use. */
function quoted(text: string): string[] {
  const found: string[] = [];
  let rest = text;
  for (const [open, close] of [
    ['„', '“'],
    ['«', '»'],
    ['“', '”'],
    ['「', '」'],
  ] as const) {
    const pattern = new RegExp(`${open}([^${open}${close}]+)${close}`, 'gu');
    for (const match of rest.matchAll(pattern)) found.push(match[1] ?? '');
    rest = rest.replace(pattern, ' ');
  }
  return found;
}

/** The numbers a text states, digits of any script read as numbers; a digit inside a word (argon2id, v1) is none. */
function numbers(text: string): string[] {
  const digits = text.normalize('NFKC').replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  return [...digits.matchAll(/(?<![A-Za-z\d])\d+(?:[.,]\d+)?/g)].map((match) => match[0]);
}

/**
 * Why a passage of the installed knowledge is not true of the app, or nothing when it is: a label it does not
 * name, a quotation that is no text of the app, a figure no source gives, a route or a plan feature that is not
 * there.
 */
export function passageProblems(
  passage: { heading: string; body: string },
  claims: PassageClaims,
  context: { language: LanguageCode; catalogue: Catalogue; facts: KnowledgeFacts; routes: Set<string> },
): string[] {
  const { language, catalogue, facts, routes } = context;
  const problems: string[] = [];
  const text = `${passage.heading}\n${passage.body}`;
  const said = comparable(text);
  if (!passage.heading.trim() || !passage.body.trim()) problems.push('has no heading or no body');

  const labels: string[] = [];
  for (const key of claims.labels) {
    const label = catalogueText(catalogue, key);
    if (label === undefined) problems.push(`names ${key}, which the catalogue does not have`);
    else if (!said.includes(comparable(label))) problems.push(`does not name ${key} as the app does: “${label}”`);
    else labels.push(label);
  }

  const appTexts = catalogueTexts(catalogue);
  for (const quote of quoted(text)) {
    if (!appTexts.has(comparable(quote))) problems.push(`quotes “${quote}”, which is no text of the app`);
  }

  const figures = claims.figures(facts);
  let rest = text;
  for (const figure of figures) {
    if (typeof figure !== 'string') continue;
    if (!text.includes(figure)) problems.push(`does not state ${figure}`);
    rest = rest.split(figure).join(' ');
  }
  const allowed = new Set([
    ...figures.filter((figure) => typeof figure === 'number').map(String),
    ...labels.flatMap(numbers),
  ]);
  for (const figure of numbers(rest)) {
    if (!allowed.has(figure)) problems.push(`states ${figure}, which none of its sources gives`);
  }

  for (const route of claims.routes) if (!routes.has(route)) problems.push(`relies on ${route}, which is no route`);

  for (const [plan, features] of Object.entries(claims.plans ?? {})) {
    for (const [feature, value] of Object.entries(features)) {
      const actual = PLANS[plan as keyof typeof PLANS][feature as keyof (typeof PLANS)['free']];
      if (actual !== value) problems.push(`says ${plan} has ${feature} ${value}, the plan table says ${actual}`);
    }
  }

  if (claims.namesEveryLanguage) {
    const names = new Intl.DisplayNames([language], { type: 'language' });
    for (const code of LANGUAGE_CODES) {
      const name = names.of(code) ?? code;
      if (!said.includes(comparable(name))) problems.push(`does not name ${name} among the languages`);
    }
  }
  return problems;
}
