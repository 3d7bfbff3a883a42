import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/**
 * Serves the built React app (with its pre-compressed .br and .gz files) and answers every other GET
 * outside /api with index.html, so the client's router decides: unknown paths show the landing page.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const indexFile = webRoot && path.join(webRoot, 'index.html');
  const hasBuild = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      preCompressed: true,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || !['GET', 'HEAD'].includes(request.method) || !hasBuild) throw new AppError('route_not_found');
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
