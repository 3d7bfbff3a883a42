import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * The zod validator, with one difference: Fastify hands a request that has no body to the body's schema as null,
 * so an optional body sent as nothing was refused; a body that is absent is validated as absent. (None, an empty
 * JSON body and `{}` are then alike wherever the body is optional.)
 */
export const optionalBodyValidatorCompiler: FastifySchemaCompiler<Parameters<typeof validatorCompiler>[0]['schema']> = (
  route,
) => {
  const validate = validatorCompiler(route);
  return route.httpPart === 'body' ? (data) => validate(data === null ? undefined : data) : validate;
};
