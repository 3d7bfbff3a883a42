import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { exportQuerySchema, searchQuerySchema } from '../../shared/schemas/events.js';
import type { BoxService } from '../boxes/service.js';
import type { AnyDatabase } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import type { ServiceDeps } from '../deps.js';
import type { Translate } from '../i18n.js';
import { type CreateEventRequest, createEvent } from './create-event.js';
import { renameEvent, trashEvent } from './edit-event.js';
import type { EventContext } from './event-context.js';
import type { EventFilter } from './filters.js';
import { exportCsv, findPage, listForBox, searchEvents } from './find-events.js';
import type { EventRow } from './present.js';
import { createTapWriter } from './tap-writer.js';

/**
 * Events: one file per job (recording a tap, renaming and trashing, the pages, the search and its CSV), put
 * together here for the routes and the personal API.
 */
export function createEventService(deps: ServiceDeps, boxService: BoxService) {
  const ctx: EventContext = { ...deps, boxService, insertEvent: createTapWriter(deps.db) };
  return {
    findPage: (filter: EventFilter, limit: number, on?: AnyDatabase) => findPage(ctx, filter, limit, on),
    listForBox: (user: UserRow, boxId: number, cursor: string | undefined, limit: number) =>
      listForBox(ctx, user, boxId, cursor, limit),
    create: (user: UserRow, boxId: number, request: CreateEventRequest, key?: string) =>
      createEvent(ctx, user, boxId, request, key),
    rename: (user: UserRow, eventId: number, description: string) => renameEvent(deps, user, eventId, description),
    trash: (user: UserRow, eventId: number) => trashEvent(deps, user, eventId),
    search: (user: UserRow, query: z.output<typeof searchQuerySchema>) => searchEvents(ctx, user, query),
    exportCsv: (
      user: UserRow,
      bulk: AnyDatabase,
      query: z.output<typeof exportQuerySchema>,
      t: Translate,
    ): Promise<{ fileName: string; csv: Readable }> => exportCsv(ctx, user, bulk, query, t),
  };
}

export type EventService = ReturnType<typeof createEventService>;
export type { EventRow };
