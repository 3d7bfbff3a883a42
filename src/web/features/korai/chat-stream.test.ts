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
        'data: {"type":"done","token":"","done":true,"messageId":7,"sources":[],"readings":[],"reading":null}\n\n',
      ]),
    )) {
      events.push(event);
    }
    expect(events).toEqual([
      { type: 'token', token: 'Hai ', done: false },
      { type: 'token', token: 'bevuto', done: false },
      { type: 'done', token: '', done: true, messageId: 7, sources: [], readings: [], reading: null },
    ]);
  });

  it('ignores an event the contract does not describe, and goes on', async () => {
    const events = [];
    for await (const event of readChatEvents(
      streamOf([
        'data: {"token":"x"}\n\ndata: not json\n\n',
        'data: {"type":"token","token":"ok","done":false}\r\n\r\n',
      ]),
    )) {
      events.push(event);
    }
    expect(events).toEqual([{ type: 'token', token: 'ok', done: false }]);
  });

  it('tells of every chunk, a heartbeat too', async () => {
    let chunks = 0;
    for await (const _ of readChatEvents(streamOf([': ping\n\n', ': ping\n\n']), () => chunks++)) {
      // Heartbeats are no events.
    }
    expect(chunks).toBe(2);
  });
});
