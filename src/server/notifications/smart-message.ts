import type { AiTone } from '../../shared/schemas/notifications.js';
import type { PushMessage } from '../../shared/schemas/push.js';
import type { Translate } from '../i18n.js';
import type { BoxFacts } from './box-facts.js';
import type { GoalReminder } from './goal-reminder.js';

/**
 * A reminder written from the person's own figures for one box, in their tone and language: an opening in the
 * tone, then today against the usual day (or the days since the last time), the streak, and what is left of an
 * active goal's target (or, without one, the goal's count).
 */
export function smartMessage(
  box: { id: number; name: string; emoji: string },
  facts: BoxFacts,
  reminder: Extract<GoalReminder, { send: true }>,
  tone: AiTone,
  t: Translate,
  language: string,
  slot: string,
): PushMessage {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const lines = [t(`notifications.smart.tone.${tone}.${facts.today > 0 ? 'active' : 'idle'}`)];
  if (facts.today > 0) {
    lines.push(t('notifications.smart.today', { count: facts.today, usual: number.format(facts.usual) }));
  } else if (facts.daysSinceLast === null) {
    lines.push(t('notifications.smart.nothingYet'));
  } else {
    lines.push(t('notifications.smart.daysSince', { count: facts.daysSinceLast, usual: number.format(facts.usual) }));
  }
  if (facts.streak >= 2) lines.push(t('notifications.smart.streak', { count: facts.streak }));
  const { goal, left } = reminder;
  if (left) lines.push(t(`notifications.smart.goalLeft.${left.period}`, { n: left.n, name: left.name }));
  else if (goal) lines.push(t('notifications.smart.goal', { count: goal.count, name: goal.name }));
  return { title: `${box.emoji} ${box.name}`, body: lines.join(' '), url: '/app', tag: slot };
}
