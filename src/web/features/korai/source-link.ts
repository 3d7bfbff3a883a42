import type { AnswerSource } from '../../../shared/schemas/ai';

/**
 * Where a source chip leads: the view that shows exactly what the figure was computed from. Statistics for a box
 * (or all of them) over the days; Search when the figure was about a #tag, some text, a time of day or several
 * boxes.
 */
export function sourceLink(source: AnswerSource): string {
  const query = new URLSearchParams();
  const [only] = source.boxes;
  if (source.boxes.length > 1) query.set('boxes', source.boxes.map((box) => box.id).join(','));
  else if (only) query.set('box', String(only.id));
  query.set('from', source.from);
  query.set('to', source.to);
  const search = source.tag ? `#${source.tag}` : source.text;
  if (search) query.set('q', search);
  // Statistics count whole days; only Search narrows to the hours of a time of day.
  if (source.dayPart) query.set('dayPart', source.dayPart);
  return `${search || source.dayPart || source.boxes.length > 1 ? '/search' : '/reports'}?${query}`;
}

/** The local days of a source as the reader's language writes a range: '1–7 mar', '28 feb – 3 mar 2025'. */
export function formatSourceDays(from: string, to: string, language: string, today: Date): string {
  const day = (value: string) => {
    const [year = 0, month = 1, date = 1] = value.split('-').map(Number);
    return new Date(year, month - 1, date);
  };
  const start = day(from);
  const end = day(to);
  const thisYear = start.getFullYear() === today.getFullYear() && end.getFullYear() === today.getFullYear();
  const format = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    ...(thisYear ? {} : { year: 'numeric' }),
  });
  return from === to ? format.format(start) : format.formatRange(start, end);
}
