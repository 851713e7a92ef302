import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the zod schemas of packages/contracts that the routes use. */
export async function registerOpenApi(app: FastifyInstance, options: { version: string; publicUrl: URL }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'ResumeLoop API',
        description: 'Explainable ATS scoring and faithful resume refinement. Errors are `{ detail, code }`.',
        version: options.version,
      },
      servers: [{ url: options.publicUrl.origin }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
