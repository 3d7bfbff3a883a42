import { createParser } from 'eventsource-parser';
import { type ChatEvent, chatEventSchema } from '../../../shared/schemas/ai';

/**
 * The events of a streamed answer, read from a `text/event-stream` body by `eventsource-parser` (as the server
 * reads a model's stream): every event's data parsed with the contract's schema. Comments (the server's
 * heartbeat, `: ping`) are no events; an event split across two chunks is whole once its blank line arrives.
 */
export async function* readChatEvents(
  body: ReadableStream<Uint8Array>,
  /** Told of every chunk, heartbeats included: the stream is still alive. */
  onChunk: () => void = () => {},
): AsyncGenerator<ChatEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const ready: ChatEvent[] = [];
  const parser = createParser({
    onEvent: ({ data }) => {
      const event = chatEventOf(data);
      if (event) ready.push(event);
    },
  });
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      onChunk();
      parser.feed(decoder.decode(value, { stream: true }));
      yield* ready.splice(0);
    }
    parser.feed(decoder.decode());
    yield* ready.splice(0);
  } finally {
    reader.releaseLock();
  }
}

/** An event's data: a chat event when the schema accepts it, else nothing. */
function chatEventOf(data: string): ChatEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = chatEventSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
