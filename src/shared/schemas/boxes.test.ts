import { describe, expect, it } from 'vitest';
import { boxListSchema } from './boxes.js';

describe('a box list kept from before boxes had units', () => {
  it('reads each box as having none, so an offline open still shows them', () => {
    const kept = [
      {
        id: 1,
        name: 'Acqua',
        emoji: '💧',
        color: '#317873',
        trackingMode: 'counter',
        starred: false,
        category: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        todayCount: 3,
        readOnly: false,
      },
    ];
    expect(boxListSchema.parse(kept)[0]?.unit).toBeNull();
  });
});
