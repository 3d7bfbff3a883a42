import { describe, expect, it } from 'vitest';
import { readChatEvents } from './chat-stream';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('reading a streamed answer', () => {
  it('parses data lines, joins a line split across chunks and skips heartbeats', async () => {
    const events = [];
    for await (const event of readChatEvents(
      streamOf([
        ': ping\n\ndata: {"type":"token","token":"Hai ","done":false}\n\ndata: {"type":"tok',
        'en","token":"bevuto","done":false}\n\n',
        'data: {"type":"done","token":"","done":true,"messageId":7,"sources":[]}\n\n',
      ]),
    )) {
      events.push(event);
    }
    expect(events).toEqual([
      { type: 'token', token: 'Hai ', done: false },
      { type: 'token', token: 'bevuto', done: false },
      { type: 'done', token: '', done: true, messageId: 7, sources: [] },
    ]);
  });

  it('ignores a line the contract does not describe', async () => {
    const events = [];
    for await (const event of readChatEvents(streamOf(['data: {"token":"x"}\ndata: not json\n']))) events.push(event);
    expect(events).toEqual([]);
  });
});
