import { AppError } from '../errors.js';

/** What was wrong where a file stops making sense; each has its own message naming the line and the column. */
export type MalformedReason = 'csv' | 'json' | 'date' | 'number' | 'column' | 'empty_cell';

export function malformed(reason: MalformedReason, line: number, column: number | string): AppError {
  return new AppError('import_malformed', `import.errors.malformed_${reason}`, { line, column });
}

/** A file that is not what its source makes (a photo as a Daylio export, a zip without Habits.csv). */
export function unreadable(source: string): AppError {
  return new AppError('import_unreadable', 'import.errors.unreadable', { source });
}

export function nothingToImport(): AppError {
  return new AppError('import_empty', 'import.errors.empty');
}
