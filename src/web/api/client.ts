import type { z } from 'zod';
import { i18n } from '../i18n/setup';
import { forgetOfflineCopies } from './offline-copies';

export const TOKEN_KEY = 'token';

/**
 * An API refusal, carrying the server's stable code, its already-translated message and, for a refusal that passes
 * with time, the seconds its Retry-After asks to wait.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export function storedToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** Keeps the session's token, or forgets it (signing out) with everything kept for offline opens. */
export function storeToken(token: string | null): Promise<void> {
  if (token) {
    localStorage.setItem(TOKEN_KEY, token);
    return Promise.resolve();
  }
  localStorage.removeItem(TOKEN_KEY);
  return forgetOfflineCopies();
}

/** The stored token each user was last confirmed with, so work queued by one account is never sent as another. */
const confirmedTokens = new Map<string, string | null>();

export function confirmToken(userId: string, token: string | null): void {
  confirmedTokens.set(userId, token);
}

/** True while the stored token is the one this user was confirmed with (another tab may have switched account). */
export function signedInAs(userId: string): boolean {
  return confirmedTokens.has(userId) && confirmedTokens.get(userId) === storedToken();
}

/** The interface language, so server messages come back in it, and the stored token as a bearer credential. */
function baseHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': i18n.language };
  const token = storedToken()?.replace(/^Bearer\s+/i, '');
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * Every call to the API: the stored token as a bearer credential, cookies included, JSON both ways,
 * and the interface language so server messages come back in it. The answer is parsed with the schema its route
 * answers with, so an answer the contract does not describe fails here rather than somewhere in a screen.
 */
export async function api<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: { method?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<z.output<Schema>> {
  const method = options.method ?? 'GET';
  const headers = { ...baseHeaders(), ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // A chosen JSON file (a backup) goes as it is, never read into a string here.
  const body = options.body instanceof Blob ? options.body : JSON.stringify(options.body);

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : body,
      signal: options.signal,
    });
  } catch {
    throw new ApiError(0, 'network', i18n.t('common.connectionError'));
  }
  const text = await response.text();
  const payload = text ? safeParse(text) : undefined;
  if (!response.ok) throw errorFrom(response, payload, response.headers.get('Retry-After'));
  return parseAnswer(schema, payload, response, `${method} ${path}`);
}

/** The answer as its schema reads it; one it does not describe is logged with the route and refused. */
function parseAnswer<Schema extends z.ZodType>(
  schema: Schema,
  payload: unknown,
  response: { status: number },
  route: string,
): z.output<Schema> {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  console.error(`The answer to ${route} does not match its contract`, parsed.error.issues);
  throw new ApiError(response.status, 'invalid_answer', i18n.t('common.serverError', { status: response.status }));
}

/** The server's own code and message; an answer without them (a proxy's error page) still reads as a sentence. */
function errorFrom(response: { status: number }, payload: unknown, retryAfter: string | null): ApiError {
  const error = (payload as { error?: { code?: string; message?: string } } | undefined)?.error;
  const seconds = Number(retryAfter ?? Number.NaN);
  return new ApiError(
    response.status,
    error?.code ?? 'http',
    error?.message ?? i18n.t('common.serverError', { status: response.status }),
    Number.isInteger(seconds) && seconds >= 0 ? seconds : undefined,
  );
}

/** A file from the API (the bearer header rules out a plain link): its content and the server's file name. */
export async function apiDownload(
  path: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<{ blob: Blob; disposition: string | null }> {
  let response: Response;
  try {
    response = await fetch(path, { method, headers: baseHeaders(), credentials: 'include' });
  } catch {
    throw new ApiError(0, 'network', i18n.t('common.connectionError'));
  }
  if (!response.ok) {
    const text = await response.text();
    throw errorFrom(response, text ? safeParse(text) : undefined, response.headers.get('Retry-After'));
  }
  return { blob: await response.blob(), disposition: response.headers.get('Content-Disposition') };
}

/**
 * A request whose answer is a stream (K-ORAI's server-sent events): its body to be read as it arrives. A refusal
 * before the stream starts is the usual `ApiError`.
 */
export async function apiStream(
  path: string,
  options: { body: unknown; signal?: AbortSignal },
): Promise<ReadableStream<Uint8Array>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { ...baseHeaders(), 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      credentials: 'include',
      body: JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'network', i18n.t('common.connectionError'));
  }
  if (!response.ok || !response.body) {
    const text = await response.text();
    throw errorFrom(response, text ? safeParse(text) : undefined, response.headers.get('Retry-After'));
  }
  return response.body;
}

/**
 * A form with a file (multipart), sent with XMLHttpRequest because fetch cannot report how much of a large upload
 * has gone: `onProgress` gets the fraction sent, from 0 to 1.
 */
export function apiUpload<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<z.output<Schema>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(baseHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, 'network', i18n.t('common.connectionError')));
    request.onload = () => {
      const payload = request.responseText ? safeParse(request.responseText) : undefined;
      try {
        if (request.status < 200 || request.status >= 300)
          throw errorFrom(request, payload, request.getResponseHeader('Retry-After'));
        resolve(parseAnswer(schema, payload, request, `POST ${path}`));
      } catch (error) {
        reject(error);
      }
    };
    request.send(form);
  });
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
