import type { Box } from '../../shared/schemas/boxes.js';
import type { BoxSummary } from '../../shared/schemas/common.js';
import type { boxes } from '../db/schema.js';

export type BoxRow = typeof boxes.$inferSelect;
/** What a box on the list is read with. */
export type ListedBox = Pick<
  BoxRow,
  'id' | 'name' | 'emoji' | 'color' | 'trackingMode' | 'starred' | 'category' | 'unit' | 'createdAt'
> & { todayCount: number };

/** A box as an event, a figure or a source names it. */
export function presentBoxSummary({ id, name, emoji, color, unit }: BoxSummary): BoxSummary {
  return { id, name, emoji, color, unit };
}

export function presentBox(box: Omit<ListedBox, 'todayCount'>, todayCount: number, readOnly = false): Box {
  return {
    id: box.id,
    name: box.name,
    emoji: box.emoji,
    color: box.color,
    trackingMode: box.trackingMode,
    starred: box.starred,
    category: box.category,
    unit: box.unit,
    createdAt: box.createdAt.toISOString(),
    todayCount,
    readOnly,
  };
}
