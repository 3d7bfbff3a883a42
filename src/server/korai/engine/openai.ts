import { englishLanguageName } from '../../../shared/languages.js';
import { localDate, localDateTime } from '../../../shared/local-dates.js';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { PlanContext } from '../plan/context.js';
import type { PlanOutcome } from '../plan/types.js';
import { readingLabel } from '../reading-label.js';
import { builtInAnswer, planContext, wordTokens } from './builtin.js';
import { type ChatMessageIn, streamCompletion } from './chat-completions.js';
import { figuresAllowed, figuresOf } from './figures.js';
import { QUERY_TOOL, runToolCall } from './tools.js';
import type { Answer, AnswerEngine, AnswerRequest } from './types.js';

/** Rounds of tool calls a model gets before its answer must come. */
const MAX_TOOL_ROUNDS = 4;
/** A model that has not answered by then is given up for the built-in answer. */
const UPSTREAM_TIMEOUT_MS = 60_000;

function systemPrompt(ctx: PlanContext, language: string): string {
  const boxes = ctx.boxes
    .map((box) => `${box.id}: ${box.emoji} ${box.name} (${box.trackingMode}${box.unit ? `, in ${box.unit}` : ''})`)
    .join('\n');
  const goals = ctx.goals.map((goal) => `${goal.id}: ${goal.name} (${goal.boxIds.join(', ')})`).join('\n');
  return [
    "You are K-ORAI, the assistant of Korai, a personal tracking app. You answer questions about the user's own",
    'tracked events. Every number you write must come from a query_events result of this conversation turn:',
    'never estimate, never compute figures yourself. If the tools cannot answer, say so briefly.',
    `Today is ${localDate(ctx.now, ctx.owner.timeZone)} in the user's time zone (${ctx.owner.timeZone}); weeks begin on Monday.`,
    `Answer in ${englishLanguageName(language)}, in one or two short sentences.`,
    `The user's boxes (id: name):\n${boxes || '(none)'}`,
    `The user's goals (id: name, box ids):\n${goals || '(none)'}`,
  ].join('\n');
}

/** What the model reads back from a tool: the result with instants as the user's local date and time. */
function toolResult(ctx: PlanContext, outcome: PlanOutcome) {
  const result = Object.fromEntries(
    Object.entries(outcome.result).map(([key, value]) => [
      key,
      value instanceof Date ? localDateTime(value, ctx.owner.timeZone) : value,
    ]),
  );
  return { result, sources: outcome.sources };
}

/**
 * A language model behind any OpenAI-compatible endpoint writes the reply, calling the built-in engine's plan as a
 * tool. Its reply is held until every figure in it is found among that turn's tool results; one that is not, a
 * plan that is not valid (runToolCall), an upstream failure, or a stream that breaks off, and the person gets the
 * built-in engine's answer instead.
 */
export function createOpenAiEngine(db: Database, clock: Clock, config: Config): AnswerEngine {
  const baseUrl = config.aiBaseUrl ?? '';
  return {
    async answer(request: AnswerRequest): Promise<Answer> {
      const ctx = await planContext(db, clock, request.user);
      const fallback = async (): Promise<Answer> => {
        const answer = await builtInAnswer(ctx, request);
        for (const token of wordTokens(answer.text)) request.emit(token);
        return answer;
      };
      // A reading picked from a refusal's buttons is already a plan: no model is asked to read it again.
      if (request.plan) return fallback();

      const messages: ChatMessageIn[] = [
        { role: 'system', content: systemPrompt(ctx, request.language) },
        { role: 'user', content: request.question },
      ];
      const allowed = figuresOf([
        request.question,
        ctx.boxes.map((box) => box.name),
        ctx.goals.map((goal) => goal.name),
      ]);
      const outcomes: PlanOutcome[] = [];
      let reply = '';
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(UPSTREAM_TIMEOUT_MS)]);
      try {
        for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
          const turn = await streamCompletion(
            { baseUrl, apiKey: config.aiApiKey, model: config.aiModel ?? 'gpt-4o-mini', signal },
            { messages, tools: round < MAX_TOOL_ROUNDS ? [QUERY_TOOL] : [] },
            () => {},
          );
          if (!turn.toolCalls.length) {
            reply = turn.content;
            break;
          }
          messages.push({ role: 'assistant', content: turn.content || null, tool_calls: turn.toolCalls });
          for (const call of turn.toolCalls) {
            const outcome = await runToolCall(ctx, call.function.arguments);
            if ('invalid' in outcome) return fallback();
            outcomes.push(outcome);
            const shown = toolResult(ctx, outcome);
            figuresOf(shown, allowed);
            messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(shown) });
          }
        }
      } catch (error) {
        if (request.signal.aborted) throw error;
        return fallback();
      }
      // An empty reply goes back empty: the stream replaces it with the apology.
      if (!reply.trim()) return { text: '', sources: [] };
      if (!figuresAllowed(reply, allowed)) return fallback();
      for (const token of wordTokens(reply)) request.emit(token);
      const [first] = outcomes;
      return {
        text: reply,
        sources: outcomes.flatMap((outcome) => outcome.sources),
        reading: first && readingLabel(first.plan, request.language, ctx.boxes, ctx.goals),
      };
    },
  };
}
