import { PassThrough, pipeline, Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HeavyWork } from '../heavy-work/heavy-work.js';
import type { HeavyJob } from '../heavy-work/job.js';
import { signedIn } from './types.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An import, backup or export: admitted through the heavy-work line and run on a connection of its own. */
    heavy?: boolean;
  }
  interface FastifyRequest {
    heavyJob: HeavyJob | null;
  }
}

/**
 * A route declared `heavy` waits for its turn before its body is read (a refused upload is never parsed) and
 * keeps its job until its answer is written, a streamed download up to its last byte: the job has ended by the
 * time the client has the answer, so its next heavy request finds its turn free. An answer that closes before it
 * was complete means the client left: the job is stopped, its statement cancelled and its transaction rolled back.
 */
export function registerHeavyRoutes(app: FastifyInstance, heavy: HeavyWork): void {
  app.decorateRequest('heavyJob', null);
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!request.routeOptions.config?.heavy) return payload;
    const gone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableEnded) gone.abort();
      void request.heavyJob?.end();
    });
    request.heavyJob = await heavy.enter(signedIn(request).user.id, gone.signal);
    return payload;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const job = request.heavyJob;
    if (!job) return payload;
    if (!(payload instanceof Readable)) {
      await job.end();
      return payload;
    }
    // The last chunk goes once the job has ended; a client that leaves first destroys both streams.
    const tail = new PassThrough({ flush: (done) => void job.end().then(() => done(), done) });
    pipeline(payload, tail, () => {});
    return tail;
  });
}

/** The job of a route declared `heavy`. */
export function heavyJob(request: FastifyRequest): HeavyJob {
  if (!request.heavyJob) throw new Error(`route ${request.routeOptions.url} used heavyJob() without config.heavy`);
  return request.heavyJob;
}
