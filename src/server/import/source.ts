import type { Readable } from 'node:stream';
import type { ImportMapping } from '../../shared/schemas/import.js';
import type { Translate } from '../i18n.js';
import type { ImportContent } from './content.js';

/** What every reader of a source gets: the user's time zone for dates without an offset, their choices, their language. */
export interface SourceContext {
  timeZone: string;
  mapping: ImportMapping;
  t: Translate;
}

export type SourceReader = (input: Readable, context: SourceContext) => Promise<ImportContent>;
