import { z } from 'zod';
import { text } from './common.js';

/** Messages are i18n keys: the server and the web translate them to the reader's language. */
export const emailSchema = z
  .string({ error: 'validation.emailInvalid' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'validation.emailInvalid' }).max(254, { error: 'validation.emailInvalid' }));

export const passwordSchema = z
  .string({ error: 'validation.passwordTooShort' })
  .min(6, { error: 'validation.passwordTooShort' })
  .max(128, { error: 'validation.passwordTooLong' });

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  username: text()
    .trim()
    .min(1, { error: 'validation.usernameInvalid' })
    .max(50, { error: 'validation.tooLong' })
    .regex(/^[\p{L}\p{N}._-]+$/u, { error: 'validation.usernameInvalid' })
    .optional(),
  firstName: text().trim().max(100, { error: 'validation.tooLong' }).optional(),
  lastName: text().trim().max(100, { error: 'validation.tooLong' }).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, { error: 'validation.passwordRequired' })
    .max(128, { error: 'validation.passwordTooLong' }),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenResponseSchema = z.object({ token: z.string(), message: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

export const resetPasswordRequestSchema = z.object({
  token: z
    .string({ error: 'validation.tokenRequired' })
    .min(1, { error: 'validation.tokenRequired' })
    .max(200, { error: 'validation.tokenRequired' }),
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
