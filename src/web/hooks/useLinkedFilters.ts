import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { DAY_PARTS, type DayPart } from '../../shared/quick-log/quick-log-words';
import { localDateSchema } from '../../shared/schemas/common';
import type { DayRange, RangeShortcut } from '../lib/date-range';
import { type DayRangeState, useDayRange } from './useDayRange';

/**
 * The box filter of statistics and search lives in the address (`?box=12`, or `?boxes=12,13` from a K-ORAI
 * source), so a box's events can be linked, reloaded and revisited. Choosing a chip sets one box (or none).
 */
export function useBoxParam(): [number[], (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const listed = params.get('boxes') ?? params.get('box') ?? '';
  const boxIds = listed
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  const setBoxId = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('boxes');
        if (id === null) next.delete('box');
        else next.set('box', String(id));
        return next;
      },
      { replace: true },
    );
  return [boxIds, setBoxId];
}

/**
 * A day range that a link may set (`?from=2026-03-01&to=2026-03-07`, as K-ORAI's source chips do); once the
 * person changes the days, the address stops claiming them.
 */
export function useLinkedDayRange(initial: RangeShortcut | null): DayRangeState {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const linked: DayRange | null =
    localDateSchema.safeParse(from).success && localDateSchema.safeParse(to).success && from <= to
      ? { startDate: from, endDate: to }
      : null;
  const state = useDayRange(initial, linked);
  const changed = linked !== null && (state.range.startDate !== from || state.range.endDate !== to);
  useEffect(() => {
    if (!changed) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('from');
        next.delete('to');
        return next;
      },
      { replace: true },
    );
  }, [changed, setParams]);
  return state;
}

/**
 * The search text lives in the address (`?q=dune`, or `?q=%23sport` from a link), replaced as it settles, so a
 * reload or Back finds the same search.
 */
export function useTextParam(text: string): void {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('q') ?? '';
  useEffect(() => {
    if (text === inAddress) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (text) next.set('q', text);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [text, inAddress, setParams]);
}

/**
 * A time of day a link may set (`?dayPart=morning`, from a K-ORAI figure about the mornings): only the events at
 * those local hours, until the person takes the filter away.
 */
export function useDayPartParam(): [DayPart | null, () => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('dayPart');
  const dayPart = DAY_PARTS.find((part) => part === asked) ?? null;
  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('dayPart');
        return next;
      },
      { replace: true },
    );
  return [dayPart, clear];
}
