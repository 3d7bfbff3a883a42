import { sql } from 'drizzle-orm';
import { rebuildDayCounts } from '../../src/server/stats/day-counts.js';
import type { TestContext } from './test-app.js';

/**
 * A person's three months of tracking, built here for the assistant's tests: counter and descriptive boxes, tags,
 * ratings, quantities, in Europe/Rome (daylight saving begins on 29 March 2026, inside the range). Every event is
 * kept in `events` so a test can compute what K-ORAI must answer without asking the engine.
 */
export interface SeedBox {
  id: number;
  name: string;
  emoji: string;
  mode: 'counter' | 'descriptive';
}
export interface SeedEvent {
  boxId: number;
  at: Date;
  description: string;
  quantity: number;
  rating: number | null;
  tags: string[];
}

export const SEED_ZONE = 'Europe/Rome';
/** "Now" for the seeded account: Wednesday 15 April 2026, 12:00 in Rome. */
export const SEED_NOW = new Date('2026-04-15T10:00:00Z');
const FIRST_DAY = '2026-01-15';

/** A small deterministic generator, so the seed (and the expected figures) are the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const FILMS = [
  'Dune',
  'Oppenheimer',
  'Perfect Days',
  'Past Lives',
  'Anatomia di una caduta',
  'Io capitano',
  'Barbie',
  'Poor Things',
];
const BOOKS = [
  'Il nome della rosa',
  'Lessico famigliare',
  'Sapiens',
  'La chimica della bellezza',
  'Il giorno della civetta',
];

/** The UTC instant of a local wall-clock time in Rome (the zone's offset read from Intl). */
function romeInstant(day: string, hour: number, minute: number): Date {
  const guess = new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SEED_ZONE,
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(guess);
  const shownHour = Number(parts.find((part) => part.type === 'hour')?.value);
  const offset = (shownHour - hour + 24) % 24;
  return new Date(guess.getTime() - offset * 3_600_000);
}

/** Box names in the person's language: coffee, water, running, films, books, meditation. */
export type BoxNames = [string, string, string, string, string, string];

export async function seedKoraiAccount(ctx: TestContext, userId: string, names: BoxNames) {
  const next = random(42);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const specs: [string, string, 'counter' | 'descriptive'][] = [
    [names[0], '☕', 'counter'],
    [names[1], '💧', 'counter'],
    [names[2], '🏃', 'counter'],
    [names[3], '🎬', 'descriptive'],
    [names[4], '📚', 'descriptive'],
    [names[5], '🧘', 'counter'],
  ];
  const boxes: SeedBox[] = [];
  for (const [name, emoji, mode] of specs) {
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO boxes (user_id, name, emoji, tracking_mode, created_at)
      VALUES (${userId}, ${name}, ${emoji}, ${mode}, ${new Date('2026-01-01T00:00:00Z')}) RETURNING id`);
    boxes.push({ id: rows[0]?.id ?? 0, name, emoji, mode });
  }
  const [coffee, water, run, film, book, meditation] = boxes as [SeedBox, SeedBox, SeedBox, SeedBox, SeedBox, SeedBox];
  const events: SeedEvent[] = [];
  const add = (box: SeedBox, day: string, hour: number, extra: Partial<SeedEvent> = {}) =>
    events.push({
      boxId: box.id,
      at: romeInstant(day, hour, int(0, 59)),
      description: box.mode === 'counter' ? '+1' : '',
      quantity: 1,
      rating: null,
      tags: [],
      ...extra,
    });

  for (let offset = 0; ; offset++) {
    const day = new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    if (day > '2026-04-15') break;
    const today = day === '2026-04-15';
    // Today only up to the morning: nothing after "now".
    const hour = (min: number, max: number) => (today ? int(6, 10) : int(min, max));
    for (let i = int(1, 4); i > 0; i--) add(coffee, day, hour(7, 17));
    for (let i = int(0, 3); i > 0; i--) add(water, day, hour(8, 21), { quantity: int(1, 3) });
    if (next() < 0.45) add(run, day, hour(6, 8));
    if (next() < 0.2 && !today) {
      const rating = int(2, 5);
      add(film, day, int(20, 22), { description: FILMS[int(0, FILMS.length - 1)] ?? '', rating });
    }
    if (next() < 0.15 && !today) {
      const tags = next() < 0.5 ? ['giallo'] : ['saggio'];
      add(book, day, int(21, 23), {
        description: `${BOOKS[int(0, BOOKS.length - 1)]} #${tags[0]}`,
        rating: int(1, 5),
        tags,
      });
    }
    // Meditation comes in runs: a long one in February, and every day since 9 April.
    if ((day >= '2026-02-02' && day <= '2026-02-13') || day >= '2026-04-09' || next() < 0.1)
      add(meditation, day, hour(6, 7));
  }
  // The one film everybody asks about, on a fixed day.
  add(film, '2026-03-28', 21, { description: 'Dune: Parte Due', rating: 5 });

  const chunk = 500;
  for (let i = 0; i < events.length; i += chunk) {
    const values = events
      .slice(i, i + chunk)
      .map(
        (event) =>
          sql`(${userId}, ${event.boxId}, ${event.description}, ${event.quantity}, ${event.rating}, ${`{${event.tags.join(',')}}`}::text[], ${event.at}, ${boxes.find((box) => box.id === event.boxId)?.mode})`,
      );
    await ctx.db.execute(sql`
      INSERT INTO events (user_id, box_id, description, quantity, rating, tags, event_date, tracking_mode)
      VALUES ${sql.join(values, sql`, `)}`);
  }
  await rebuildDayCounts(ctx.db, userId);
  return { boxes: { coffee, water, run, film, book, meditation }, events };
}
