import { correlationStrength, describeCorrelation, toldCorrelations } from '../../../shared/correlation-text.js';
import { addDays } from '../../../shared/days.js';
import { MIN_SHARED_DAYS } from '../../../shared/schemas/reports.js';
import { boxCorrelations } from '../../reports/service.js';
import { lastDays } from '../plan/spans.js';
import { defineMeasure } from './measure-module.js';

/** The boxes that move with the named one, strongest first (Pro and the trial), as the reports tell them. */
export const related = defineMeasure<'related'>({
  async run({ ctx, plan, period, today, source, outcome }) {
    if (!ctx.correlations) return outcome({ measure: 'related', allowed: false, links: [] }, []);
    const found = await boxCorrelations(ctx.db, ctx.owner, ctx.boxes, ctx.now, {
      startDate: period.from,
      endDate: period.to < today ? period.to : addDays(today, -1),
    });
    const links = toldCorrelations(
      found.correlations.filter((link) => plan.boxIds.includes(link.first.id) || plan.boxIds.includes(link.second.id)),
    ).slice(0, 3);
    // Each figure's days: the last `days` of the range (one more for a next-day comparison), both boxes.
    const sources = links.map((link) =>
      source(link.days, 'days', { from: addDays(found.endDate, 1 - link.days - link.lagDays), to: found.endDate }, [
        link.first,
        link.second,
      ]),
    );
    return outcome({ measure: 'related', allowed: true, links }, sources);
  },
  reply({ words: { t, language, base }, outcome: { plan }, result }) {
    if (!result.allowed) return t('korai.answer.correlations.proOnly', base);
    if (!result.links.length) return t('korai.answer.correlations.none', { ...base, days: MIN_SHARED_DAYS });
    const lines = result.links.map((link) => {
      const other = plan.boxIds.includes(link.first.id) ? link.second.id : link.first.id;
      const sentence = describeCorrelation(t, language, link, other);
      return `• ${t('reports.withStrength', { sentence, strength: t(`reports.strength.${correlationStrength(link.coefficient)}`) })}`;
    });
    return [t('korai.answer.correlations.intro', base), ...lines, t('reports.caveat')].join('\n');
  },
  usualPeriod: (today) => lastDays(365, today),
  ownSpan: true,
});
