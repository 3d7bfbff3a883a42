import { z } from 'zod';
import { text } from './common.js';

/** `read` sees the person's boxes and events; `log` also records events. */
export const API_TOKEN_SCOPES = ['read', 'log'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_NAME_MAX = 60;
/** How many tokens one person may keep at once. */
export const API_TOKENS_MAX = 20;

export const createApiTokenRequestSchema = z.object({
  name: text('apiTokens.validation.nameRequired')
    .trim()
    .min(1, { error: 'apiTokens.validation.nameRequired' })
    .max(API_TOKEN_NAME_MAX, { error: 'apiTokens.validation.nameTooLong' }),
  scope: z.enum(API_TOKEN_SCOPES, { error: 'apiTokens.validation.scopeInvalid' }),
});
export type CreateApiTokenRequest = z.input<typeof createApiTokenRequestSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.array(apiTokenSchema);

/** The only answer that carries the secret: it is shown once and never again. */
export const createdApiTokenSchema = z.object({ token: apiTokenSchema, secret: z.string(), message: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });
