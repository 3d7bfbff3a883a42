import { toldCorrelations } from '../../../shared/correlation-text.js';
import { addDays, daysInRange, eachDay } from '../../../shared/days.js';
import type { AnswerSource } from '../../../shared/schemas/ai.js';
import { boxCorrelations } from '../../reports/service.js';
import { readDayCounts } from '../../stats/day-counts.js';
import { currentStreak, longestStreak } from '../../stats/streaks.js';
import { localDate } from '../../time/local-dates.js';
import type { KnownBox, PlanContext } from './context.js';
import {
  edgeEvent,
  eventsBy,
  type FilteredDay,
  filteredDayCounts,
  firstDay,
  ratedEvent,
  ratingSummary,
} from './event-queries.js';
import type { BoxFigure, Period, PlanOutcome, PlanResult, QueryPlan } from './types.js';

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Runs a plan on the owner's rows: the one place every figure K-ORAI states is computed, for both engines. */
export async function runPlan(ctx: PlanContext, input: QueryPlan): Promise<PlanOutcome> {
  const today = localDate(ctx.now, ctx.owner.timeZone);
  const plan = { ...input, period: await resolvePeriod(ctx, input, input.period, today) };
  const period = plan.period;
  const chosen = plan.boxIds.length ? ctx.boxes.filter((box) => plan.boxIds.includes(box.id)) : [];
  const summaries = chosen.map(({ id, name, emoji, color }) => ({ id, name, emoji, color }));
  const source = (figure: number, measure: AnswerSource['measure'], range: Period = period, boxes = summaries) => ({
    boxes,
    from: range.from,
    to: range.to,
    ...(plan.tag ? { tag: plan.tag } : {}),
    ...(plan.text ? { text: plan.text } : {}),
    figure,
    measure,
  });
  const outcome = (result: PlanResult, sources: AnswerSource[]): PlanOutcome => ({ plan, result, sources });

  switch (plan.measure) {
    case 'count':
    case 'quantity': {
      const days = await dayRows(ctx, plan, period);
      const value = days.reduce((sum, row) => sum + (plan.measure === 'count' ? row.count : row.quantity), 0);
      return outcome({ measure: plan.measure, value }, [
        source(value, plan.measure === 'count' ? 'events' : 'quantity'),
      ]);
    }
    case 'averageDay':
    case 'averageWeek': {
      const upTo = period.to < today ? period.to : today;
      const days = Math.max(1, daysInRange(period.from, upTo));
      const total = (await dayRows(ctx, plan, period)).reduce((sum, row) => sum + row.count, 0);
      const value = round(plan.measure === 'averageDay' ? total / days : (total * 7) / days);
      return outcome({ measure: plan.measure, value }, [source(value, 'average')]);
    }
    case 'mostActive':
    case 'leastActive': {
      const rows = await dayRows(ctx, { ...plan, boxIds: [] }, period);
      const totals = new Map<number, number>();
      for (const row of rows) totals.set(row.boxId, (totals.get(row.boxId) ?? 0) + row.count);
      const ranked: BoxFigure[] = ctx.boxes
        .map((box) => ({ box: summary(box), figure: totals.get(box.id) ?? 0 }))
        .sort((a, b) => (plan.measure === 'mostActive' ? b.figure - a.figure : a.figure - b.figure));
      const total = [...totals.values()].reduce((sum, value) => sum + value, 0);
      const top = ranked[0];
      return outcome(
        { measure: plan.measure, ranked, total },
        top ? [source(top.figure, 'events', period, [top.box])] : [],
      );
    }
    case 'compare': {
      const comparison = await resolvePeriod(ctx, plan, plan.comparison ?? previousPeriod(period), today);
      const [now, before] = await Promise.all([dayRows(ctx, plan, period), dayRows(ctx, plan, comparison)]);
      const value = now.reduce((sum, row) => sum + row.count, 0);
      const previous = before.reduce((sum, row) => sum + row.count, 0);
      const difference = value - previous;
      const percent = previous ? round((difference / previous) * 100, 0) : null;
      return outcome({ measure: 'compare', value, previous, difference, percent }, [
        source(value, 'events'),
        source(previous, 'events', comparison),
      ]);
    }
    case 'trend': {
      const from = addDays(today, -27);
      const rows = await dayRows(ctx, plan, { from, to: today });
      const weeks = [0, 0, 0, 0];
      for (const row of rows) {
        const index = Math.min(3, Math.floor((daysInRange(from, row.day) - 1) / 7));
        weeks[index] = (weeks[index] ?? 0) + row.count;
      }
      const [a = 0, b = 0, c = 0, d = 0] = weeks;
      const slope = (3 * d + c - b - 3 * a) / 10;
      const direction = Math.abs(slope) < 0.5 ? 'flat' : slope > 0 ? 'up' : 'down';
      return outcome(
        { measure: 'trend', weeks, direction },
        weeks.map((figure, index) =>
          source(figure, 'events', { from: addDays(from, index * 7), to: addDays(from, index * 7 + 6) }),
        ),
      );
    }
    case 'streakLongest':
    case 'streakCurrent': {
      // The current streak runs up to today whatever the question's words: it needs the whole history.
      const range =
        plan.measure === 'streakCurrent'
          ? await resolvePeriod(ctx, plan, { from: today, to: today, name: 'allTime' }, today)
          : period;
      const active = new Set((await dayRows(ctx, plan, range)).filter((row) => row.count > 0).map((row) => row.day));
      if (plan.measure === 'streakCurrent') {
        const streak = currentStreak(active, today);
        return outcome(
          { measure: 'streakCurrent', value: streak.days },
          streak.from && streak.to ? [source(streak.days, 'days', { from: streak.from, to: streak.to })] : [],
        );
      }
      const longest = longestStreak(active, period.from, period.to);
      return outcome(
        { measure: 'streakLongest', value: longest.days, from: longest.from, to: longest.to },
        longest.from && longest.to ? [source(longest.days, 'days', { from: longest.from, to: longest.to })] : [],
      );
    }
    case 'daysWithout': {
      const upTo = period.to < today ? period.to : today;
      const active = new Set((await dayRows(ctx, plan, period)).filter((row) => row.count > 0).map((row) => row.day));
      const value = eachDay(period.from, upTo).filter((day) => !active.has(day)).length;
      return outcome({ measure: 'daysWithout', value }, [source(value, 'days', { from: period.from, to: upTo })]);
    }
    case 'firstTime':
    case 'lastTime': {
      const found = await edgeEvent(
        ctx,
        plan,
        plan.measure === 'firstTime' ? 'first' : 'last',
        input.period.name === 'allTime' ? undefined : period,
      );
      if (!found) return outcome({ measure: plan.measure, at: null, description: null, daysAgo: 0 }, []);
      const day = localDate(found.at, ctx.owner.timeZone);
      const daysAgo = daysInRange(day, today) - 1;
      const box = ctx.boxes.find((candidate) => candidate.id === found.boxId);
      return outcome({ measure: plan.measure, at: found.at, description: found.description, daysAgo }, [
        source(daysAgo, 'days', { from: day, to: day }, box ? [summary(box)] : summaries),
      ]);
    }
    case 'ratingAverage': {
      const { average, rated } = await ratingSummary(ctx, plan, period);
      const value = average === null ? null : round(average);
      return outcome({ measure: 'ratingAverage', value, rated }, value === null ? [] : [source(value, 'rating')]);
    }
    case 'ratingBest':
    case 'ratingOf': {
      const found = await ratedEvent(ctx, plan, period, plan.measure === 'ratingBest');
      if (!found) return outcome({ measure: plan.measure, value: null, description: null }, []);
      const day = localDate(new Date(found.at), ctx.owner.timeZone);
      const box = ctx.boxes.find((candidate) => candidate.id === found.boxId);
      return outcome({ measure: plan.measure, value: found.rating, description: found.description }, [
        source(found.rating, 'rating', { from: day, to: day }, box ? [summary(box)] : summaries),
      ]);
    }
    case 'busiestWeekday':
    case 'busiestHour': {
      const rows = await eventsBy(ctx, plan, period, plan.measure === 'busiestWeekday' ? 'isodow' : 'hour');
      const top = rows[0];
      const value = top?.count ?? 0;
      const result: PlanResult =
        plan.measure === 'busiestWeekday'
          ? { measure: 'busiestWeekday', weekday: top?.slot ?? null, value }
          : { measure: 'busiestHour', hour: top?.slot ?? null, value };
      return outcome(result, top ? [source(value, 'events')] : []);
    }
    case 'related': {
      if (!ctx.correlations) return outcome({ measure: 'related', allowed: false, links: [] }, []);
      const found = await boxCorrelations(ctx.db, ctx.owner, ctx.boxes, ctx.now, {
        startDate: period.from,
        endDate: period.to < today ? period.to : addDays(today, -1),
      });
      const links = toldCorrelations(
        found.correlations.filter(
          (link) => plan.boxIds.includes(link.first.id) || plan.boxIds.includes(link.second.id),
        ),
      ).slice(0, 3);
      // Each figure's days: the last `days` of the range (one more for a next-day comparison), both boxes.
      const sources = links.map((link) =>
        source(link.days, 'days', { from: addDays(found.endDate, 1 - link.days - link.lagDays), to: found.endDate }, [
          link.first,
          link.second,
        ]),
      );
      return outcome({ measure: 'related', allowed: true, links }, sources);
    }
  }
}

function summary({ id, name, emoji, color }: KnownBox) {
  return { id, name, emoji, color };
}

/** The same number of days just before. */
export function previousPeriod(period: Period): Period {
  const days = daysInRange(period.from, period.to);
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

/** 'Ever' starts at the owner's first event; a period never ends after today. */
async function resolvePeriod(ctx: PlanContext, plan: QueryPlan, period: Period, today: string): Promise<Period> {
  if (period.name !== 'allTime') return period;
  const from = (await firstDay(ctx, { ...plan, tag: undefined, text: undefined })) ?? today;
  return { ...period, from: from < today ? from : today, to: today };
}

/** Events and quantities per box and day: from the rollup, or from the events when a tag or words filter them. */
async function dayRows(ctx: PlanContext, plan: QueryPlan, period: Period): Promise<FilteredDay[]> {
  if (plan.tag || plan.text) return filteredDayCounts(ctx, plan, period);
  return readDayCounts(ctx.db, ctx.owner, { start: period.from, end: period.to }, ctx.now, plan.boxIds);
}
