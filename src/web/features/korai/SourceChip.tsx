import type { TFunction } from 'i18next';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AnswerSource } from '../../../shared/schemas/ai';
import { sharedUnit, withUnit } from '../../../shared/shared-unit';
import { formatNumber } from '../../lib/format';
import { formatSourceDays, sourceLink } from './source-link';

/** What the figure of a source is, in words: '23 eventi', 'media 3,4'. */
function figureText(source: AnswerSource, t: TFunction, language: string): string {
  const value = formatNumber(source.figure, language, 2);
  switch (source.measure) {
    case 'events':
      return t('korai.sourceEvents', { count: source.figure, value });
    case 'days':
      return t('korai.sourceDays', { count: source.figure, value });
    case 'quantity':
      return t('korai.sourceQuantity', { value: withUnit(value, sharedUnit(source.boxes)) });
    case 'average':
      return t('korai.sourceAverage', { value });
    default:
      return t('korai.sourceRating', { value });
  }
}

/**
 * What a figure of an answer was computed from ('💧 Acqua · 1–7 mar · 23 eventi'), as a link to the view that
 * shows exactly that, so the number can be checked in one tap.
 */
export function SourceChip({ source }: { source: AnswerSource }) {
  const { t, i18n } = useTranslation();
  const boxes = source.boxes.length
    ? source.boxes.map((box) => `${box.emoji} ${box.name}`).join(', ')
    : t('korai.sourceAllBoxes');
  const filter =
    (source.tag ? ` #${source.tag}` : source.text ? ` “${source.text}”` : '') +
    (source.dayPart ? ` (${t(`korai.dayPart.${source.dayPart}`)})` : '');
  const label = [
    `${boxes}${filter}`,
    formatSourceDays(source.from, source.to, i18n.language, new Date()),
    figureText(source, t, i18n.language),
  ].join(' · ');
  return (
    <Link
      href={sourceLink(source)}
      aria-label={t('korai.sourceCheck', { source: label })}
      className="inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 px-3 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-800 dark:text-brand-100 dark:hover:bg-slate-700"
    >
      <span className="truncate">{label}</span>
      <ExternalLink className="size-3.5 shrink-0 rtl:-scale-x-100" aria-hidden />
    </Link>
  );
}
