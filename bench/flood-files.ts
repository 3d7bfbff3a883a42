import { randomBytes } from 'node:crypto';
import { BACKUP_FORMAT, BACKUP_VERSION } from '../src/shared/schemas/backup.js';

/** A client address of its own for each request, as a botnet's would be (for an app that trusts X-Forwarded-For). */
export const someAddress = () => `10.${[...randomBytes(3)].join('.')}`;

/** Counter taps in any-CSV form, one a minute from `from`, in boxes named `Coffee`, `Water`, ... */
export function tapsCsv(rows: number, options: { boxes?: number; from?: Date } = {}): string {
  const boxes = options.boxes ?? 3;
  const from = (options.from ?? new Date('2024-01-01T00:00:00Z')).getTime();
  const lines = ['date,box'];
  for (let index = 0; index < rows; index++) {
    lines.push(`${new Date(from + index * 60_000).toISOString()},${BOX_NAMES[index % boxes]}`);
  }
  return `${lines.join('\n')}\n`;
}

/** How an any-CSV of taps is read. */
export const TAPS_MAPPING = { date: 'date', box: 'box' };

const BOX_NAMES = ['Coffee', 'Water', 'Run', 'Tea', 'Book', 'Walk'];

/** A backup of one counter box and `events` taps, one a minute, as a download would give it. */
export function tapsBackup(events: number) {
  const at = (index: number) => new Date(Date.UTC(2023, 0, 1) + index * 60_000).toISOString();
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: at(0),
    profile: {
      email: 'someone@example.com',
      username: 'someone',
      firstName: null,
      lastName: null,
      bio: null,
      avatar: null,
      preferredLanguage: 'en',
      theme: 'light',
      timeZone: 'UTC',
      showTutorial: false,
      smartNotifications: false,
      weeklyDigest: false,
    },
    boxes: [
      {
        id: 1,
        name: 'Steps',
        emoji: '👣',
        color: '#317873',
        trackingMode: 'counter',
        starred: false,
        category: null,
        createdAt: at(0),
        deletedAt: null,
      },
    ],
    goals: [],
    notificationSettings: [],
    conversations: [],
    events: Array.from({ length: events }, (_, index) => ({
      boxId: 1,
      description: '+1',
      quantity: 1,
      notes: null,
      rating: null,
      tags: [],
      eventDate: at(index),
      trackingMode: 'counter',
      createdAt: at(index),
      deletedAt: null,
    })),
  };
}
