import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { ChatEvent } from '../../shared/schemas/ai.js';
import type { UserRow } from '../db/rows.js';
import { type Translate, translatorFor } from '../i18n.js';
import type { Answer, AnswerEngine } from './engine/types.js';
import type { AcceptedQuestion, AiService } from './service.js';
import { HEARTBEAT_MS } from './streams.js';

/** Why a stream stopped before its answer was complete. */
class StreamEnded extends Error {
  constructor(readonly why: 'client_gone' | 'shutting_down') {
    super(why);
  }
}

/** Hijacks the reply for server-sent events; `send` writes one event while the stream is still open. */
function openEventStream(reply: FastifyReply) {
  const res = reply.raw;
  reply.hijack();
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  // The person sees the answer begin at once, even while a model is still thinking.
  res.flushHeaders();
  const send = (event: ChatEvent) => {
    if (!res.writableEnded) res.write(`data: ${JSON.stringify(event)}\n\n`);
  };
  return { res, send };
}

/** One answer on its way: the question, where its events go, and what stops it. */
interface Turn {
  request: FastifyRequest;
  user: UserRow;
  accepted: AcceptedQuestion;
  controller: AbortController;
  send: (event: ChatEvent) => void;
  t: Translate;
}

/** The engine's answer, its tokens sent as they come; undefined when it stopped, with an error event if one is due. */
async function streamAnswer(
  engine: AnswerEngine,
  log: FastifyBaseLogger,
  { request, user, accepted, controller, send, t }: Turn,
): Promise<Answer | undefined> {
  try {
    let answer = await engine.answer({
      user,
      question: accepted.question,
      plan: accepted.plan,
      language: request.language,
      signal: controller.signal,
      emit: (token) => {
        if (!controller.signal.aborted && token) send({ type: 'token', token, done: false });
      },
    });
    if (controller.signal.aborted) throw controller.signal.reason;
    if (!answer.text.trim()) {
      // An empty reply is never sent as such: the person gets the apology instead.
      const apology = t('korai.answer.emptyReply');
      send({ type: 'token', token: apology, done: false });
      answer = { text: apology, sources: [] };
    }
    return answer;
  } catch (error) {
    const why =
      error instanceof StreamEnded
        ? error.why
        : controller.signal.reason instanceof StreamEnded
          ? controller.signal.reason.why
          : undefined;
    if (!why) log.error({ err: error }, 'K-ORAI could not answer');
    if (why !== 'client_gone') {
      const code = why ?? 'ai_unavailable';
      send({ type: 'error', done: true, error: { code, message: t(`errors.${code}`) } });
    }
    return undefined;
  }
}

/**
 * Writes one answer as server-sent events: tokens as the engine emits them, a heartbeat comment every 15 s, then
 * one `done` (the stored message's id and the sources) or one `error`. The engine is aborted when the person goes
 * away, and every open stream ends with an error event when the app shuts down.
 */
export function createChatStreams(ai: AiService, engine: AnswerEngine, log: FastifyBaseLogger) {
  const open = new Map<AbortController, Promise<void>>();

  async function run(request: FastifyRequest, reply: FastifyReply, user: UserRow, accepted: AcceptedQuestion) {
    const t = translatorFor(request.language);
    const controller = new AbortController();
    const { res, send } = openEventStream(reply);
    res.on('close', () => {
      if (!res.writableEnded) controller.abort(new StreamEnded('client_gone'));
    });
    const heartbeat = setInterval(() => {
      if (!res.writableEnded) res.write(': heartbeat\n\n');
      ai.heartbeat(accepted).catch((error) => log.warn({ err: error }, 'K-ORAI stream heartbeat failed'));
    }, HEARTBEAT_MS);
    heartbeat.unref();

    const done = (async () => {
      const answer = await streamAnswer(engine, log, { request, user, accepted, controller, send, t });
      try {
        const messageId = await ai.finish(user, accepted, answer);
        if (answer && messageId !== undefined) {
          send({
            type: 'done',
            token: '',
            done: true,
            messageId,
            sources: answer.sources,
            readings: (answer.readings ?? []).map(({ label }) => ({ label })),
            reading: answer.reading ?? null,
          });
        }
      } catch (error) {
        log.error({ err: error }, 'K-ORAI could not store an answer');
        send({ type: 'error', done: true, error: { code: 'ai_unavailable', message: t('errors.ai_unavailable') } });
      } finally {
        clearInterval(heartbeat);
        res.end();
      }
    })();
    open.set(controller, done);
    try {
      await done;
    } finally {
      open.delete(controller);
    }
  }

  return {
    run,
    /** On shutdown: every open answer stops and its stream ends cleanly with an error event. */
    async closeAll(): Promise<void> {
      for (const controller of open.keys()) controller.abort(new StreamEnded('shutting_down'));
      await Promise.allSettled(open.values());
    },
  };
}
