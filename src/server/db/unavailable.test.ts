import { describe, expect, it } from 'vitest';
import { databaseUnavailableReason } from './unavailable.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('databaseUnavailableReason', () => {
  it('names a server that is down, going away or starting', () => {
    for (const code of ['08006', '08001', '08P01', '57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET']) {
      expect(databaseUnavailableReason(withCode(code))).toBe(code);
    }
    expect(databaseUnavailableReason(new Error('Connection terminated unexpectedly'))).toBe('connection_terminated');
  });

  it('finds the reason under the wrappers a query adds', () => {
    const drizzle = new Error('Failed query: select 1', { cause: withCode('57P01', 'terminating connection') });
    expect(databaseUnavailableReason(drizzle)).toBe('57P01');
    const attempts = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed');
    expect(databaseUnavailableReason(new Error('Failed query', { cause: attempts }))).toBe('ECONNREFUSED');
  });

  it('leaves every other failure alone', () => {
    for (const code of ['23505', '22P02', '42P01', '40001', 'ENOENT']) {
      expect(databaseUnavailableReason(withCode(code))).toBeUndefined();
    }
    expect(databaseUnavailableReason(new Error('Cannot use a pool after calling end on the pool'))).toBeUndefined();
    expect(databaseUnavailableReason(undefined)).toBeUndefined();
  });
});
