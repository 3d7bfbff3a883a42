/**
 * The senders of the flood (see flood.ts), in a thread of their own as they would be on machines of their own:
 * large imports and restores sent as fast as they are answered until the parent says to leave, then every request
 * under way dropped. Posts how the requests were answered.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { someAddress, TAPS_MAPPING, tapsBackup, tapsCsv } from './flood-files.js';

export interface SendersData {
  url: string;
  tokens: string[];
  previewRows: number;
  restoreEvents: number;
}

/** A refused sender tries again this soon, whatever Retry-After said. */
const REFUSED_PAUSE_MS = 200;

const { url, tokens, previewRows, restoreEvents } = workerData as SendersData;
const csv = new Blob([tapsCsv(previewRows)], { type: 'text/csv' });
const backup = new Blob([JSON.stringify(tapsBackup(restoreEvents))], { type: 'application/json' });
const answers: Record<string, number> = {};
const leaving = new AbortController();

async function send(token: string, path: string, body: Blob | FormData | string, type?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-forwarded-for': someAddress() };
  if (type) headers['content-type'] = type;
  try {
    const response = await fetch(`${url}${path}`, { method: 'POST', headers, body, signal: leaving.signal });
    const text = await response.text();
    answers[response.status] = (answers[response.status] ?? 0) + 1;
    return { status: response.status, text };
  } catch {
    answers.aborted = (answers.aborted ?? 0) + 1;
    return undefined;
  }
}

async function importer(token: string) {
  while (!leaving.signal.aborted) {
    const form = new FormData();
    form.append('source', 'csv');
    form.append('mapping', JSON.stringify(TAPS_MAPPING));
    form.append('file', csv, 'taps.csv');
    const shown = await send(token, '/api/import/preview', form);
    if (shown?.status === 200) {
      const { importId } = JSON.parse(shown.text) as { importId: string };
      await send(token, `/api/import/${importId}/commit`, '{}', 'application/json');
    } else if (shown) await delay(REFUSED_PAUSE_MS);
  }
}

async function restorer(token: string) {
  while (!leaving.signal.aborted) {
    const restored = await send(token, '/api/backup/restore', backup, 'application/json');
    if (restored && restored.status !== 200) await delay(REFUSED_PAUSE_MS);
  }
}

const sending = Promise.all(tokens.flatMap((token) => [importer(token), restorer(token)]));
parentPort?.postMessage('started');
parentPort?.once('message', async () => {
  leaving.abort();
  await sending;
  parentPort?.postMessage(answers);
});
