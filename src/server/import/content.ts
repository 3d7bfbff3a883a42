import { extractHashtags } from '../../shared/hashtags.js';
import { BOX_NAME_MAX, BOX_UNIT_MAX } from '../../shared/schemas/boxes.js';
import { COUNTER_DESCRIPTION, DESCRIPTION_MAX, NOTES_MAX } from '../../shared/schemas/events.js';

export type TrackingMode = 'counter' | 'descriptive';

export interface ImportedBox {
  name: string;
  trackingMode: TrackingMode;
  emoji?: string;
  /** What its quantities are in, when the file says (Korai's own export). */
  unit?: string;
}

/** One event of a file, for the box of that name; the instant as ISO text (the content is kept as JSON). */
export interface ImportedEvent {
  box: string;
  description: string;
  quantity: number;
  notes: string | null;
  rating: number | null;
  tags: string[];
  eventDate: string;
}

/** What a file holds, in Korai's terms: kept between the preview and the commit. */
export interface ImportContent {
  boxes: ImportedBox[];
  events: ImportedEvent[];
}

/** A box name as a person means it: case and accents do not matter ("Umore" is "umore", "Café" is "cafe"). */
export function foldName(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** What PostgreSQL cannot store in text or jsonb: NUL, and halves of a UTF-16 pair without their other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const storable = (text: string) => text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '');
/** Cut to its column's length, then made storable: a cut through an emoji leaves half a pair, dropped here. */
const clipped = (text: string, max: number) => storable(text.trim().slice(0, max)).trim();
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** Quantities are whole numbers within what an event accepts. */
const QUANTITY_MAX = 10_000;

export interface NewEvent {
  description?: string;
  quantity?: number;
  notes?: string | null;
  rating?: number | null;
  tags?: readonly string[];
  eventDate: Date;
}

/** Collects a file's boxes (one per name, as folded) and their events while a source is read. */
export class ImportContentBuilder {
  private readonly boxes = new Map<string, ImportedBox>();
  private readonly events: ImportedEvent[] = [];
  /** Folding a name is slow next to a lookup, and a file names the same few boxes thousands of times. */
  private readonly folded = new Map<string, string>();

  private fold(name: string): string {
    let key = this.folded.get(name);
    if (key === undefined) {
      key = foldName(name);
      this.folded.set(name, key);
    }
    return key;
  }

  /** The box of that name, created on first use; returns the name the box goes by. */
  box(name: string, trackingMode: TrackingMode, emoji?: string, unit?: string): string {
    const clean = clipped(oneLine(name), BOX_NAME_MAX) || '?';
    const key = this.fold(clean);
    const existing = this.boxes.get(key);
    if (existing) return existing.name;
    const symbol = emoji ? clipped(emoji, 16) : '';
    const measure = unit ? clipped(oneLine(unit), BOX_UNIT_MAX) : '';
    this.boxes.set(key, {
      name: clean,
      trackingMode,
      ...(symbol ? { emoji: symbol } : {}),
      ...(measure ? { unit: measure } : {}),
    });
    return clean;
  }

  event(boxName: string, event: NewEvent): void {
    const box = this.boxes.get(this.fold(boxName));
    if (!box) throw new Error(`event for unknown box ${boxName}`);
    const description =
      clipped(oneLine(event.description ?? ''), DESCRIPTION_MAX) ||
      (box.trackingMode === 'counter' ? COUNTER_DESCRIPTION : box.name);
    const notes = clipped(event.notes ?? '', NOTES_MAX) || null;
    const given = event.quantity ?? 1;
    const quantity = Number.isFinite(given) ? Math.min(QUANTITY_MAX, Math.max(1, Math.round(given))) : 1;
    const tags = [...new Set([...(event.tags ?? []).map(storable), ...extractHashtags(description, notes)])].filter(
      Boolean,
    );
    this.events.push({
      box: box.name,
      description,
      quantity,
      notes,
      rating: event.rating ?? null,
      tags,
      eventDate: event.eventDate.toISOString(),
    });
  }

  /** Only the boxes that received at least one event. */
  content(): ImportContent {
    const used = new Set(this.events.map((event) => event.box));
    return { boxes: [...this.boxes.values()].filter((box) => used.has(box.name)), events: this.events };
  }
}
