import { expect, it } from 'vitest';

it('passes', () => expect(1 + 1).toBe(2));
it.skip('is skipped', () => undefined);
it.todo('is still to write');
