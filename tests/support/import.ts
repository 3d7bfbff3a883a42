import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App } from '../../src/server/app.js';
import { parsedBody } from './answer.js';
import type { Answer } from './test-app.js';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'import');

/** A file of tests/fixtures/import. */
export function importFixture(name: string): Buffer {
  return readFileSync(path.join(fixtures, name));
}

/** A multipart/form-data body as a browser sends it: the fields first, then the file. */
export function multipartBody(fields: Record<string, string>, file: { name: string; content: Buffer | string }) {
  const boundary = `----korai${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/import/preview with a file, as the web app's upload does. */
export async function previewImport(
  app: App,
  token: string,
  source: string,
  file: { name: string; content: Buffer | string },
  mapping?: Record<string, unknown>,
): Promise<Answer> {
  const { payload, contentType } = multipartBody(
    { source, ...(mapping ? { mapping: JSON.stringify(mapping) } : {}) },
    file,
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/import/preview',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'accept-language': 'en' },
    payload,
  });
  return {
    status: response.statusCode,
    response,
    ...parsedBody('POST /api/import/preview', response.statusCode, response.body),
  };
}
