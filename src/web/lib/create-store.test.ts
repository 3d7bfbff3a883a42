import { describe, expect, it } from 'vitest';
import { createStore } from './create-store';

describe('createStore', () => {
  it('merges each change into the state', () => {
    const store = createStore({ open: false, count: 0 });
    store.set({ open: true });
    expect(store.get()).toEqual({ open: true, count: 0 });
    store.set({ count: 2 });
    expect(store.get()).toEqual({ open: true, count: 2 });
  });

  it('gives a new object on each change, as React needs to see it changed', () => {
    const store = createStore({ open: false });
    const before = store.get();
    store.set({ open: false });
    expect(store.get()).not.toBe(before);
  });
});
