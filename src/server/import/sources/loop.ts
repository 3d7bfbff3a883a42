import type { Readable } from 'node:stream';
import type { ImportContent } from '../content.js';
import { unreadable } from '../malformed.js';
import { readAll } from '../read-file.js';
import type { SourceContext } from '../source.js';
import { readLoopCsvZip } from './loop-csv-zip.js';
import { readLoopDatabase } from './loop-database.js';

const ZIP_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');
const SQLITE_MAGIC = Buffer.from('SQLite format 3\u0000', 'latin1');

/** Loop Habit Tracker: its CSV export (a zip) or its backup (a SQLite .db file), told apart by their first bytes. */
export async function readLoop(input: Readable, context: SourceContext): Promise<ImportContent> {
  const file = await readAll(input);
  if (file.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) return readLoopCsvZip(file, context);
  if (file.subarray(0, SQLITE_MAGIC.length).equals(SQLITE_MAGIC)) return readLoopDatabase(file, context);
  throw unreadable('Loop Habit Tracker');
}
