import { z } from 'zod';
import { emailSchema } from './auth.js';
import { text } from './common.js';

/** base64url, as WebAuthn's JSON encodes every binary field. */
const base64url = (max: number) =>
  z
    .string({ error: 'passkeys.invalidCredential' })
    .min(1, { error: 'passkeys.invalidCredential' })
    .max(max, { error: 'passkeys.invalidCredential' })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'passkeys.invalidCredential' });

const credentialId = base64url(1400);
const transports = z.array(z.string().max(32)).max(10).optional();
const extensionResults = z.record(z.string().max(100), z.unknown()).optional().default({});

/** What `startRegistration()` of @simplewebauthn/browser returns. */
export const registrationCredentialSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: 'passkeys.invalidCredential' }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(16000),
    authenticatorData: base64url(16000).optional(),
    transports,
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
  }),
});

/** What `startAuthentication()` of @simplewebauthn/browser returns. */
export const authenticationCredentialSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: 'passkeys.invalidCredential' }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(16000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
});

export const registerVerifyRequestSchema = z.object({
  credential: registrationCredentialSchema,
  /** "Chrome · Android, 22/11/2026": the platform and the local date, as the browser names it. */
  deviceName: text().trim().min(1, { error: 'passkeys.deviceNameRequired' }).max(100, { error: 'validation.tooLong' }),
});
export type RegisterVerifyRequest = z.infer<typeof registerVerifyRequestSchema>;

export const loginOptionsRequestSchema = z.object({
  email: emailSchema,
  rememberMe: z.boolean().optional().default(false),
});
export type LoginOptionsRequest = z.infer<typeof loginOptionsRequestSchema>;

export const loginVerifyRequestSchema = z.object({ credential: authenticationCredentialSchema });
export type LoginVerifyRequest = z.infer<typeof loginVerifyRequestSchema>;

export const loginVerifyResponseSchema = z.object({ verified: z.literal(true), token: z.string() });

/** The options `startRegistration()` / `startAuthentication()` take, as the server library produced them. */
export const ceremonyOptionsSchema = z.looseObject({ challenge: z.string() });
export type CeremonyOptions = z.infer<typeof ceremonyOptionsSchema>;

export const passkeySchema = z.object({
  id: z.string(),
  deviceName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.array(passkeySchema);

export const registerVerifyResponseSchema = z.object({ message: z.string(), passkey: passkeySchema });
export type RegisterVerifyResponse = z.infer<typeof registerVerifyResponseSchema>;

export const passkeyIdParamsSchema = z.object({ id: credentialId });

/**
 * Where passkeys work: the relying party's host name. `localhostOnly` when Korai's public address is an IP
 * address or not set, since WebAuthn refuses IP addresses as relying parties.
 */
export const passkeyConfigSchema = z.object({ rpId: z.string(), localhostOnly: z.boolean() });
export type PasskeyConfig = z.infer<typeof passkeyConfigSchema>;
