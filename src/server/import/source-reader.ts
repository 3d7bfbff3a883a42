import type { ImportSource } from '../../shared/schemas/import.js';
import type { SourceReader } from './source.js';

/**
 * The reader of each source a file can come from, loaded when a file of that source first arrives: their parsers
 * (CSV, zip, SQLite compiled to WebAssembly) are megabytes of memory an app that imports nothing should not hold.
 */
const SOURCE_READERS: Record<ImportSource, () => Promise<SourceReader>> = {
  daylio: async () => (await import('./sources/daylio.js')).readDaylio,
  loop: async () => (await import('./sources/loop.js')).readLoop,
  nomie: async () => (await import('./sources/nomie.js')).readNomie,
  csv: async () => (await import('./sources/any-csv.js')).readAnyCsv,
  korai: async () => (await import('./sources/korai-csv.js')).readKoraiCsv,
};

export function sourceReader(source: ImportSource): Promise<SourceReader> {
  return SOURCE_READERS[source]();
}
