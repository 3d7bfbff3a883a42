import type { TrackedEvent, TrackedEventWithBox } from '../../shared/schemas/events.js';
import { presentBoxSummary } from '../boxes/present.js';
import type { boxes, events } from '../db/schema.js';

export type EventRow = Omit<typeof events.$inferSelect, 'searchText'>;
type BoxColumns = Pick<typeof boxes.$inferSelect, 'id' | 'name' | 'emoji' | 'color' | 'unit'>;

export function presentEvent(event: EventRow): TrackedEvent {
  return {
    id: event.id,
    boxId: event.boxId,
    description: event.description,
    quantity: event.quantity,
    notes: event.notes,
    rating: event.rating,
    tags: event.tags,
    eventDate: event.eventDate.toISOString(),
    createdAt: event.createdAt.toISOString(),
    trackingMode: event.trackingMode,
  };
}

export function presentEventWithBox(event: EventRow, box: BoxColumns): TrackedEventWithBox {
  return { ...presentEvent(event), box: presentBoxSummary(box) };
}
