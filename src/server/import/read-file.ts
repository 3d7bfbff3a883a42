import type { Readable } from 'node:stream';

/** A whole upload in memory, for the formats that cannot be read as a stream (zip, SQLite, JSON). */
export async function readAll(input: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
