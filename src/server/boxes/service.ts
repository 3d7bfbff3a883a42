import type { z } from 'zod';
import type { createBoxRequestSchema, updateBoxRequestSchema } from '../../shared/schemas/boxes.js';
import type { UserRow } from '../db/rows.js';
import type { ServiceDeps } from '../deps.js';
import { createBox, toggleStar, trashBox, updateBox } from './box-changes.js';
import { type BoxContext, createListReader, listBoxes } from './list-boxes.js';
import { findBox, requireOwnedBoxes } from './own-boxes.js';

export { countActiveBoxes } from './own-boxes.js';

/**
 * Boxes: one file per job (the list with today's counts, changes to a box, finding the caller's own), put together
 * here for the routes and the features that use boxes.
 */
export function createBoxService(deps: ServiceDeps) {
  const ctx: BoxContext = { ...deps, readLists: createListReader(deps.db) };
  return {
    find: (user: UserRow, boxId: number) => findBox(deps.db, user, boxId),
    list: (user: UserRow) => listBoxes(ctx, user),
    create: (user: UserRow, request: z.output<typeof createBoxRequestSchema>) => createBox(deps, user, request),
    update: (user: UserRow, boxId: number, changes: z.output<typeof updateBoxRequestSchema>) =>
      updateBox(ctx, user, boxId, changes),
    trash: (user: UserRow, boxId: number) => trashBox(deps, user, boxId),
    toggleStar: (user: UserRow, boxId: number) => toggleStar(ctx, user, boxId),
    requireOwned: (user: UserRow, boxIds: readonly number[]) => requireOwnedBoxes(deps.db, user, boxIds),
  };
}

export type BoxService = ReturnType<typeof createBoxService>;
