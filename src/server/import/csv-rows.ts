import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, parse } from 'csv-parse';
import { malformed } from './malformed.js';

export interface CsvRow {
  cells: string[];
  /** The file's line where the row ends (1-based; a quoted cell may span lines). */
  line: number;
}

/** No row of a tracker's export comes near this; a file that does is not one. */
const MAX_RECORD_BYTES = 1024 * 1024;

/**
 * Rows read before other requests get a turn: a file that has already arrived would otherwise be read in one go
 * (its chunks follow one another without waiting), holding up every other request for as long as that takes.
 */
const ROWS_PER_TURN = 1000;

/**
 * A CSV file's rows as they stream in (a 20 MB file is never split into lines in memory), with a leading BOM
 * dropped and blank lines skipped; a syntax error is refused naming its line and column.
 */
export async function* csvRows(input: Readable): AsyncGenerator<CsvRow> {
  let lastLine = 0;
  // The line of each row as the parser reaches it (its `info` option would work the same out a second time).
  const lineOf = new WeakMap<string[], number>();
  const parser = input.pipe(
    parse({
      bom: true,
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_BYTES,
      // Called as each row is parsed, before a later syntax error can drop the rows not yet read.
      on_record: (record, context) => {
        lastLine = context.lines;
        lineOf.set(record, context.lines);
        return record;
      },
    }),
  );
  input.once('error', (error) => parser.destroy(error));
  let read = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      yield { cells: record, line: lineOf.get(record) ?? lastLine };
      if (++read % ROWS_PER_TURN === 0) await nextTurn();
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const at = error as CsvError & { lines?: number; index?: number };
      // A quote never closed is found at the end of the file: name the line where its row began.
      const line = error.code === 'CSV_QUOTE_NOT_CLOSED' ? lastLine + 1 : (at.lines ?? 1);
      throw malformed('csv', line, (at.index ?? 0) + 1);
    }
    throw error;
  }
}

/** The column of a header cell, compared without case, spaces or a BOM. */
export function headerIndex(header: readonly string[], name: string): number {
  const wanted = name.trim().toLowerCase();
  return header.findIndex(
    (cell) =>
      cell
        .replace(/^\uFEFF/, '')
        .trim()
        .toLowerCase() === wanted,
  );
}
