import { defineMeasure } from '../measure-module.js';
import { goalAnswer } from './goal-answer.js';
import { goalReply } from './goal-reply.js';

/** Where the goals asked about stand now ("am I on track?"): their own current period is the span. */
export const goalProgress = defineMeasure<'goalProgress'>({
  run: (run) => goalAnswer(run),
  reply: ({ words, result }) => goalReply(words, result),
  ownSpan: true,
});

/** How many of the goals' periods met their targets over the days asked. */
export const goalPeriodsMet = defineMeasure<'goalPeriodsMet'>({
  run: (run) => goalAnswer(run),
  reply: ({ words, result }) => goalReply(words, result),
});
