import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking OpenAI's streaming chat completions, replaying recorded exchanges: a tool call to
 * query_events, then the model's reply. The scenario decides how the reply goes.
 */
export type Scenario = 'answer' | 'invent' | 'drop' | 'hold' | 'empty' | 'garbled';

interface Received {
  messages: { role: string; content: string | null; tool_call_id?: string }[];
  tools?: unknown[];
  model: string;
  stream: boolean;
}

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-AZ9kQ3',
    object: 'chat.completion.chunk',
    created: 1776247200,
    model: 'gpt-4o-mini-2024-07-18',
    system_fingerprint: 'fp_0ba0d124f1',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  })}\n\n`;

/**
 * The recorded first turn: the model asks for today's count of the coffee box, its arguments in fragments; a test
 * may give other arguments (`play(scenario, plan)`).
 */
function toolCallTurn(plan: Record<string, unknown>): string[] {
  const args = JSON.stringify(plan);
  return [
    chunk({
      role: 'assistant',
      content: null,
      tool_calls: [{ index: 0, id: 'call_q1', type: 'function', function: { name: 'query_events', arguments: '' } }],
    }),
    chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(0, 20) } }] }),
    chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(20) } }] }),
    chunk({}, 'tool_calls'),
    'data: [DONE]\n\n',
  ];
}

const replyTurn = (pieces: string[]) => [
  chunk({ role: 'assistant', content: '' }),
  ...pieces.map((content) => chunk({ content })),
  chunk({}, 'stop'),
  'data: [DONE]\n\n',
];

export async function startFakeOpenAi() {
  let scenario: Scenario = 'answer';
  let askedPlan: Record<string, unknown> | undefined;
  const requests: Received[] = [];
  const closed: number[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (data) => (body += data));
    req.on('end', () => {
      const received = JSON.parse(body) as Received;
      const index = requests.push(received) - 1;
      res.on('close', () => closed.push(index));
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const system = received.messages[0]?.content ?? '';
      const boxId = Number(system.match(/(\d+): ☕/)?.[1] ?? 0);
      const today = system.match(/Today is (\d{4}-\d{2}-\d{2})/)?.[1] ?? '';
      const answered = received.messages.some((message) => message.role === 'tool');
      if (scenario === 'hold') {
        res.write(chunk({ role: 'assistant', content: '' }));
        return;
      }
      if (!answered) {
        const plan = askedPlan ?? { measure: 'count', boxIds: [boxId], period: { from: today, to: today } };
        for (const line of toolCallTurn(plan)) res.write(line);
        res.end();
        return;
      }
      if (scenario === 'garbled') {
        // A proxy that rewrote the stream: valid JSON, but no chunk of the protocol.
        for (const line of replyTurn(['Oggi hai bevuto ']))
          res.write(line.replace('"content":"Oggi', '"content":{"text":"Oggi').replace('bevuto "', 'bevuto "}'));
        res.end();
        return;
      }
      if (scenario === 'drop') {
        res.write(chunk({ role: 'assistant', content: '' }));
        res.write(chunk({ content: 'Oggi hai bevuto ' }));
        res.socket?.destroy();
        return;
      }
      const pieces =
        scenario === 'invent'
          ? ['Oggi hai bevuto ', '7', ' caffè: ', 'più del solito.']
          : scenario === 'empty'
            ? ['']
            : ['Oggi hai bevuto ', '3', ' caffè ☕.'];
      for (const line of replyTurn(pieces)) res.write(line);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    closed,
    /** How the next exchanges go, and the plan the model asks for (by default today's coffee count). */
    play(next: Scenario, plan?: Record<string, unknown>) {
      scenario = next;
      askedPlan = plan;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
