import { it } from 'vitest';

// As a module whose set-up fails while it is imported.
await Promise.reject(new Error('this file does not load'));
it('never runs', () => undefined);
