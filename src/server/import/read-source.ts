import type { ImportSource } from '../../shared/schemas/import.js';
import type { SourceReader } from './source.js';
import { readAnyCsv } from './sources/any-csv.js';
import { readDaylio } from './sources/daylio.js';
import { readKoraiCsv } from './sources/korai-csv.js';
import { readLoop } from './sources/loop.js';
import { readNomie } from './sources/nomie.js';

/** The reader of each source a file can come from. */
export const SOURCE_READERS: Record<ImportSource, SourceReader> = {
  daylio: readDaylio,
  loop: readLoop,
  nomie: readNomie,
  csv: readAnyCsv,
  korai: readKoraiCsv,
};
