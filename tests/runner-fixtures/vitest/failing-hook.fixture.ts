import { afterAll, it } from 'vitest';

afterAll(() => {
  throw new Error('the clean-up fails');
});
it('passes before its clean-up fails', () => undefined);
