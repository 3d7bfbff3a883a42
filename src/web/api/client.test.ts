import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import italian from '../../shared/i18n/locales/it.json';
import { tokenResponseSchema } from '../../shared/schemas/auth';
import { boxListSchema } from '../../shared/schemas/boxes';
import { importPreviewSchema } from '../../shared/schemas/import';
import { i18n } from '../i18n/setup';
import { ApiError, api, apiUpload } from './client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The rejection of a call, for its status, code and message. */
async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  await i18n.init({ lng: 'it', resources: { it: { translation: italian } }, interpolation: { escapeValue: false } });
});

let fetchMock: ReturnType<typeof vi.fn>;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  const stored = new Map<string, string>([['token', 'secret-token']]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api', () => {
  it('returns the answer as its schema reads it, sent with the token and the language as before', async () => {
    fetchMock.mockResolvedValue(json(200, { token: 't1', message: 'Accesso effettuato', extra: 'dropped' }));

    const answer = await api('/api/auth/login', tokenResponseSchema, { method: 'POST', body: { email: 'a@b.it' } });

    expect(answer).toEqual({ token: 't1', message: 'Accesso effettuato' });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/login', {
      method: 'POST',
      headers: { 'Accept-Language': 'it', Authorization: 'Bearer secret-token', 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify({ email: 'a@b.it' }),
      signal: undefined,
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('refuses an answer its schema does not describe, naming the route in the log', async () => {
    fetchMock.mockResolvedValue(json(200, [{ id: '7', name: 'Acqua' }]));

    const error = await refusal(api('/api/boxes', boxListSchema));

    expect(error.status).toBe(200);
    expect(error.code).toBe('invalid_answer');
    expect(error.message).toBe('Il server ha risposto con un errore (200). Riprova tra poco.');
    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toContain('GET /api/boxes');
  });

  it('refuses an answer that is not JSON at all', async () => {
    fetchMock.mockResolvedValue(new Response('<!doctype html><title>Korai</title>', { status: 200 }));

    expect((await refusal(api('/api/boxes', boxListSchema))).code).toBe('invalid_answer');
  });

  it('still gives the server its own code and message for a refusal, whatever the schema', async () => {
    fetchMock.mockResolvedValue(json(404, { error: { code: 'not_found', message: 'Box non trovato' } }));

    const error = await refusal(api('/api/boxes', boxListSchema));

    expect(error.status).toBe(404);
    expect(error.code).toBe('not_found');
    expect(error.message).toBe('Box non trovato');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('still reads a lost connection as a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await refusal(api('/api/boxes', boxListSchema));

    expect(error.status).toBe(0);
    expect(error.code).toBe('network');
    expect(error.message).toBe('Errore di connessione');
  });
});

/** An XMLHttpRequest that answers the upload with one status and text. */
function fakeRequest(status: number, responseText: string, headers: Record<string, string> = {}) {
  return class {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return headers[name] ?? null;
    }
    send() {
      this.status = status;
      this.responseText = responseText;
      queueMicrotask(() => this.onload?.());
    }
  };
}

describe('apiUpload', () => {
  const upload = () => apiUpload('/api/import/preview', importPreviewSchema, new FormData(), () => {});
  const preview = {
    importId: '5f0c3c1e-8a4b-4c2d-9e6f-0a1b2c3d4e5f',
    boxes: [{ name: 'Umore', trackingMode: 'counter', events: 3, existing: false }],
    events: 3,
    from: '2026-03-01',
    to: '2026-03-03',
    duplicates: 0,
    newBoxesAllowed: 9,
  };

  it('returns the answer as its schema reads it', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeRequest(200, JSON.stringify(preview)));

    expect(await upload()).toEqual(preview);
  });

  it('refuses an answer its schema does not describe', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeRequest(200, JSON.stringify({ ...preview, events: 'three' })));

    const error = await refusal(upload());

    expect(error.code).toBe('invalid_answer');
    expect(consoleError.mock.calls[0]?.[0]).toContain('POST /api/import/preview');
  });

  it("still gives the server's code and message for a refusal", async () => {
    const body = { error: { code: 'import_too_large', message: 'File troppo grande' } };
    vi.stubGlobal('XMLHttpRequest', fakeRequest(413, JSON.stringify(body)));

    const error = await refusal(upload());

    expect([error.status, error.code, error.message]).toEqual([413, 'import_too_large', 'File troppo grande']);
  });

  it('carries the seconds a refusal asks to wait, so the upload can be sent again then', async () => {
    const body = { error: { code: 'heavy_work_busy', message: 'Riprova tra 10 secondi.' } };
    vi.stubGlobal('XMLHttpRequest', fakeRequest(429, JSON.stringify(body), { 'Retry-After': '10' }));

    const error = await refusal(upload());

    expect([error.status, error.code, error.retryAfterSeconds]).toEqual([429, 'heavy_work_busy', 10]);
  });
});
