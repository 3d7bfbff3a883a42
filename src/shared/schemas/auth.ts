import { z } from 'zod';

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
  username: z.string().trim().max(50).optional(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
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
  token: z.string({ error: 'validation.tokenRequired' }).min(1, { error: 'validation.tokenRequired' }).max(200),
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
