import fs from 'node:fs';
import path from 'node:path';

/**
 * The Node.js flags `npm start` runs the server with (package.json's `start` script, their one home), so the bench
 * and the audit measure the server as it runs for real.
 */
export function startNodeFlags(): string[] {
  const manifest = fs.readFileSync(path.resolve(import.meta.dirname, '..', 'package.json'), 'utf8');
  const start: string = JSON.parse(manifest).scripts.start;
  return start.split(/\s+/).filter((word) => word.startsWith('--'));
}
