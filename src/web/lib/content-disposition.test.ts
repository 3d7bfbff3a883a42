import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './content-disposition';

describe('file name of a download', () => {
  it('reads the quoted and the bare form', () => {
    expect(fileNameFrom('attachment; filename="korai-eventi-2026-03-01-2026-03-31.csv"', 'x.csv')).toBe(
      'korai-eventi-2026-03-01-2026-03-31.csv',
    );
    expect(fileNameFrom('attachment; filename=events.csv', 'x.csv')).toBe('events.csv');
  });

  it('prefers the UTF-8 form', () => {
    expect(fileNameFrom(`attachment; filename="e.csv"; filename*=UTF-8''%C3%A9v%C3%A9nements.csv`, 'x.csv')).toBe(
      'événements.csv',
    );
  });

  it('falls back without a header, or with one it cannot read', () => {
    expect(fileNameFrom(null, 'korai.csv')).toBe('korai.csv');
    expect(fileNameFrom('attachment; filename', 'korai.csv')).toBe('korai.csv');
    expect(fileNameFrom('attachment', 'korai.csv')).toBe('korai.csv');
  });
});
