import { z } from 'zod';
import { errorResponseSchema } from '../../src/shared/schemas/common.js';

/** The one shape of every error answer (`src/server/http/error-handler.ts`): `answer.json(errorBody).error.code`. */
export const errorBody = errorResponseSchema;

/** An answer's body read through the contract: `json(schema)` parses and types it, or says what did not match. */
export interface ParsedBody {
  /** The body parsed as JSON (its text when it is not JSON, undefined when empty): prefer `json(schema)`. */
  body: unknown;
  /** The body parsed with the contract's schema, typed; throws, naming the request, status and body, on a mismatch. */
  json: <S extends z.ZodType>(schema: S) => z.output<S>;
}

export function parsedBody(request: string, status: number, text: string): ParsedBody {
  const body = text ? safeJson(text) : undefined;
  return {
    body,
    json: (schema) => {
      const result = schema.safeParse(body);
      if (result.success) return result.data;
      throw new Error(
        `${request} answered ${status} ${text.slice(0, 2000)}\nwhich does not match the schema:\n${z.prettifyError(result.error)}`,
      );
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
