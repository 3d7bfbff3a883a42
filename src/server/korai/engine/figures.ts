/**
 * The check that keeps a model from inventing a number: every figure in its reply must have come from a tool result
 * of that turn (or from the question, or from a box's name).
 */

/** Every number written in a text, with each reading of its separators (1.234 / 1,234 / 4,5 / 4.5). */
export function numbersIn(text: string): number[][] {
  const normalized = text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  return [...normalized.matchAll(/\d+(?:[.,\u00a0\u202f ]\d+)*/g)].map(([written]) => {
    const plain = written.replace(/[\u00a0\u202f ]/g, '');
    const readings = new Set<number>([
      Number(plain.replace(/[.,]/g, '')),
      Number(plain.replace(/,/g, '')),
      Number(plain.replace(/\./g, '').replace(',', '.')),
    ]);
    // A date written with dots (15.04.2026) is three numbers.
    const parts = plain.split(/[.,]/);
    if (parts.length >= 3) for (const part of parts) readings.add(Number(part));
    return [...readings].filter((value) => Number.isFinite(value));
  });
}

/** The numbers a structure holds, dates and times taken apart (2026-04-15 gives 2026, 4 and 15). */
export function figuresOf(value: unknown, into = new Set<number>()): Set<number> {
  if (typeof value === 'number') {
    into.add(value);
    into.add(Math.round(value));
    into.add(Math.round(value * 10) / 10);
    into.add(Math.abs(value));
  } else if (typeof value === 'string') {
    for (const match of value.matchAll(/\d+(?:\.\d+)?/g)) into.add(Number(match[0]));
  } else if (value instanceof Date) {
    figuresOf(value.toISOString(), into);
  } else if (Array.isArray(value)) {
    for (const item of value) figuresOf(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) figuresOf(item, into);
  }
  return into;
}

/** Whether every number of `reply` is one the allowed set holds, under some reading. */
export function figuresAllowed(reply: string, allowed: Set<number>): boolean {
  return numbersIn(reply).every((readings) => readings.some((value) => allowed.has(value)));
}
