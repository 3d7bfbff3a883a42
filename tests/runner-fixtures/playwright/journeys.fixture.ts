import { expect, test } from '@playwright/test';

test('passes', () => expect(1 + 1).toBe(2));
test.skip('is skipped', () => undefined);
test.describe('a group whose set-up fails', () => {
  test.beforeAll(() => {
    throw new Error('the set-up fails');
  });
  test('cannot run', () => undefined);
});
