import type { BoxSummary } from './schemas/common.js';
import type { Correlation } from './schemas/reports.js';

/** A translator as both sides have one: a key and its values in, the sentence out. */
type Translate = (key: string, values: Record<string, unknown>) => string;

export type CorrelationStrength = 'weak' | 'moderate' | 'strong';

/** Below this, two boxes are not said to be related at all. */
export const MIN_TOLD_COEFFICIENT = 0.1;

/** The reports list this many links at first; the rest are one tap away. */
export const CORRELATIONS_SHOWN = 5;

/**
 * The links worth telling, strongest first: each pair of boxes once (the strongest of its same-day and next-day
 * readings, either way round), and none weaker than `MIN_TOLD_COEFFICIENT`.
 */
export function toldCorrelations(correlations: readonly Correlation[]): Correlation[] {
  const strongest = new Map<string, Correlation>();
  for (const link of correlations) {
    if (Math.abs(link.coefficient) < MIN_TOLD_COEFFICIENT) continue;
    const pair = [link.first.id, link.second.id].sort((a, b) => a - b).join('-');
    const kept = strongest.get(pair);
    if (!kept || Math.abs(link.coefficient) > Math.abs(kept.coefficient)) strongest.set(pair, link);
  }
  return [...strongest.values()].sort((a, b) => Math.abs(b.coefficient) - Math.abs(a.coefficient));
}

/** The usual reading of |r|: under 0.3 weak, under 0.5 moderate, else strong. */
export function correlationStrength(coefficient: number): CorrelationStrength {
  const size = Math.abs(coefficient);
  return size < 0.3 ? 'weak' : size < 0.5 ? 'moderate' : 'strong';
}

/**
 * A correlation in plain words: "Nei giorni con più Caffè registri più Mal di testa: correlazione 0,42 su 60
 * giorni". `lead` names the box said first when the same day is compared (either way reads true).
 */
export function describeCorrelation(
  t: Translate,
  language: string,
  correlation: Correlation,
  lead?: BoxSummary['id'],
): string {
  const swap = correlation.lagDays === 0 && lead === correlation.second.id;
  const [first, second] = swap ? [correlation.second, correlation.first] : [correlation.first, correlation.second];
  const when = correlation.lagDays === 0 ? 'sameDay' : 'nextDay';
  const way = correlation.coefficient >= 0 ? 'More' : 'Less';
  return t(`reports.correlation.${when}${way}`, {
    first: first.name,
    second: second.name,
    coefficient: new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      correlation.coefficient,
    ),
    days: t('reports.days', { count: correlation.days }),
  });
}
