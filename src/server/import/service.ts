import type { Readable } from 'node:stream';
import type { ImportMapping, ImportSource } from '../../shared/schemas/import.js';
import type { AnyDatabase } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import type { ServiceDeps } from '../deps.js';
import type { Translate } from '../i18n.js';
import { commitImport } from './commit-import.js';
import { previewImport, pruneExpiredPreviews } from './preview-import.js';
import { undoImport } from './undo-import.js';

export { PREVIEW_TRIAL_MAX_EVENTS } from './preview-import.js';

/** Imports: one file per step (the preview, the commit, the undo), put together here for the routes and the jobs. */
export function createImportService(deps: ServiceDeps) {
  return {
    preview: (
      user: UserRow,
      bulk: AnyDatabase,
      source: ImportSource,
      mapping: ImportMapping,
      file: Readable,
      t: Translate,
    ) => previewImport(deps, user, bulk, source, mapping, file, t),
    commit: (user: UserRow, bulk: AnyDatabase, importId: string, boxNames: readonly string[] | undefined) =>
      commitImport(deps, user, bulk, importId, boxNames),
    pruneExpiredPreviews: () => pruneExpiredPreviews(deps),
    undo: (user: UserRow, bulk: AnyDatabase, importId: string) => undoImport(user, bulk, importId),
  };
}

export type ImportService = ReturnType<typeof createImportService>;
