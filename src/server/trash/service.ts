import type { UserRow } from '../db/rows.js';
import type { ServiceDeps } from '../deps.js';
import { listTrashedBoxes, listTrashedEvents } from './list-trash.js';
import { purgeBox, purgeEvent, purgeExpired } from './purge.js';
import { restoreBox, restoreEvent } from './restore-from-trash.js';

/** The trash: its lists, restoring from it and purging it, put together here for the routes and the jobs. */
export function createTrashService(deps: ServiceDeps) {
  return {
    listBoxes: (user: UserRow) => listTrashedBoxes(deps, user),
    listEvents: (user: UserRow) => listTrashedEvents(deps, user),
    restoreBox: (user: UserRow, boxId: number) => restoreBox(deps, user, boxId),
    restoreEvent: (user: UserRow, eventId: number) => restoreEvent(deps, user, eventId),
    purgeBox: (user: UserRow, boxId: number) => purgeBox(deps, user, boxId),
    purgeEvent: (user: UserRow, eventId: number) => purgeEvent(deps, user, eventId),
    purgeExpired: () => purgeExpired(deps),
  };
}

export type TrashService = ReturnType<typeof createTrashService>;
