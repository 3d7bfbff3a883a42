import { type ChatEvent, chatEventSchema } from '../../../shared/schemas/ai';

/**
 * The events of a streamed answer, read from a `text/event-stream` body: every `data:` line parsed with the
 * contract's schema. Comment lines (the server's heartbeat, `: ping`) and blank lines are skipped; a line split
 * across two chunks is joined before it is read.
 */
export async function* readChatEvents(
  body: ReadableStream<Uint8Array>,
  /** Told of every chunk, heartbeats included: the stream is still alive. */
  onChunk: () => void = () => {},
): AsyncGenerator<ChatEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      onChunk();
      pending += decoder.decode(value, { stream: true });
      const lines = pending.split(/\r\n|\r|\n/);
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const event = parseLine(line);
        if (event) yield event;
      }
    }
    const last = parseLine(pending + decoder.decode());
    if (last) yield last;
  } finally {
    reader.releaseLock();
  }
}

/** One line of the stream: an event when it is a `data:` line the schema accepts, else nothing. */
export function parseLine(line: string): ChatEvent | null {
  if (!line.startsWith('data:')) return null;
  let json: unknown;
  try {
    json = JSON.parse(line.slice(5).trim());
  } catch {
    return null;
  }
  const parsed = chatEventSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
