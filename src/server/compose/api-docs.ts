import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { packageVersion } from '../project-root.js';

/** The OpenAPI description of every route, from its zod schemas, and its reader at /api/docs. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Korai API', description: 'Your digital memory', version: packageVersion },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          personalToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'A personal API token (Settings → API access), accepted by /api/v1 only',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // Served under the app's own Content-Security-Policy: the page loads only its own scripts and styles.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
