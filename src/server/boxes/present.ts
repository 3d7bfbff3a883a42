import type { Box } from '../../shared/schemas/boxes.js';
import type { boxes } from '../db/schema.js';

export type BoxRow = typeof boxes.$inferSelect;

export function presentBox(box: BoxRow, todayCount: number, readOnly = false): Box {
  return {
    id: box.id,
    name: box.name,
    emoji: box.emoji,
    color: box.color,
    trackingMode: box.trackingMode,
    starred: box.starred,
    category: box.category,
    createdAt: box.createdAt.toISOString(),
    todayCount,
    readOnly,
  };
}
