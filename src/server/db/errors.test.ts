import { describe, expect, it } from 'vitest';
import { isUniqueViolation, postgresFailure } from './errors.js';

describe('a database failure', () => {
  const pgError = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'users_username_unique' });

  it('is found behind the error that wraps it', () => {
    const wrapped = new Error('Failed query: insert into "users"', { cause: pgError });
    expect(postgresFailure(wrapped)).toEqual({ code: '23505', constraint: 'users_username_unique' });
    expect(isUniqueViolation(wrapped, 'username')).toBe(true);
    expect(isUniqueViolation(wrapped, 'email')).toBe(false);
  });

  it('is not read into an error that has no SQLSTATE', () => {
    expect(postgresFailure(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(postgresFailure('text')).toBeUndefined();
  });
});
