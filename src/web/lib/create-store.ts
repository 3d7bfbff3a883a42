import { useSyncExternalStore } from 'react';

/**
 * A small piece of state shared by screens that do not share a parent (which overlay is open): `set` merges a change
 * and tells every component that reads it through `use`.
 */
export function createStore<T extends object>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const read = () => state;
  return {
    set(change: Partial<T>) {
      state = { ...state, ...change };
      for (const listener of listeners) listener();
    },
    get: read,
    use: (): T => useSyncExternalStore(subscribe, read, read),
  };
}
