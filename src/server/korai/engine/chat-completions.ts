import { createParser } from 'eventsource-parser';
import { z } from 'zod';

const MAX_TOOL_CALLS = 16;

/** The parts of the OpenAI chat-completions protocol K-ORAI speaks (OpenAI, Ollama, llama.cpp, vLLM). */
export type ChatMessageIn =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface CompletionTurn {
  content: string;
  toolCalls: ToolCall[];
  finishReason: string | null;
}

/** A chunk of the stream as the protocol describes it; anything else ends the turn as a failure. */
const streamChunkSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z
          .object({
            content: z.string().nullish(),
            tool_calls: z
              .array(
                z.object({
                  // A turn asks for a few calls at most: a larger index is no call but a broken stream.
                  index: z.number().int().min(0).max(MAX_TOOL_CALLS),
                  id: z.string().optional(),
                  function: z.object({ name: z.string().optional(), arguments: z.string().optional() }).optional(),
                }),
              )
              .nullish(),
          })
          .optional(),
        finish_reason: z.string().nullish(),
      }),
    )
    .optional(),
});

/** The upstream stream ended before saying it was finished, or answered an error. */
export class UpstreamFailed extends Error {}

/** The settings of an OpenAI-compatible service (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`). */
export interface ModelSettings {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
}

/** One POST to an OpenAI-compatible service's chat completions, K-ORAI's and the support chatbot's alike. */
export function requestChatCompletion(settings: ModelSettings, body: object, signal: AbortSignal): Promise<Response> {
  return fetch(`${settings.baseUrl.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify(body),
    signal,
  });
}

/**
 * One streamed chat completion: content deltas are passed on as they come, tool-call fragments are put together.
 * `signal` aborts the request upstream.
 */
export async function streamCompletion(
  options: ModelSettings & { signal: AbortSignal },
  body: { messages: ChatMessageIn[]; tools: unknown[] },
  onContent: (text: string) => void,
): Promise<CompletionTurn> {
  const response = await requestChatCompletion(
    options,
    { model: options.model, stream: true, temperature: 0, ...body },
    options.signal,
  );
  if (!response.ok || !response.body) throw new UpstreamFailed(`chat completions answered ${response.status}`);

  const turn: CompletionTurn = { content: '', toolCalls: [], finishReason: null };
  let finished = false;
  const parser = createParser({
    onEvent(event) {
      if (event.data === '[DONE]') {
        finished = true;
        return;
      }
      const chunk = streamChunkSchema.safeParse(parseJson(event.data));
      if (!chunk.success) throw new UpstreamFailed('the chat completions stream sent a chunk it does not describe');
      for (const choice of chunk.data.choices ?? []) {
        const delta = choice.delta ?? {};
        if (delta.content) {
          turn.content += delta.content;
          onContent(delta.content);
        }
        for (const fragment of delta.tool_calls ?? []) {
          const call = turn.toolCalls[fragment.index] ?? {
            id: fragment.id ?? `call_${fragment.index}`,
            type: 'function',
            function: { name: '', arguments: '' },
          };
          turn.toolCalls[fragment.index] = call;
          if (fragment.id) call.id = fragment.id;
          call.function.name += fragment.function?.name ?? '';
          call.function.arguments += fragment.function?.arguments ?? '';
        }
        if (choice.finish_reason) turn.finishReason = choice.finish_reason;
      }
    },
  });
  const decoder = new TextDecoder();
  for await (const bytes of response.body) parser.feed(decoder.decode(bytes as Uint8Array, { stream: true }));
  if (!finished && !turn.finishReason) throw new UpstreamFailed('the chat completions stream ended early');
  return turn;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
