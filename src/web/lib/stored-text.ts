import { useCallback, useSyncExternalStore } from 'react';

type Area = 'localStorage' | 'sessionStorage';

/** What was written this session, by area and key: it holds even where the browser refuses storage. */
const written = new Map<string, string | null>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function read(area: Area, key: string): string | null {
  const place = `${area}:${key}`;
  if (written.has(place)) return written.get(place) ?? null;
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

/**
 * A text kept in the browser's storage (`localStorage`: this device; `sessionStorage`: this tab) and `set` to
 * change it. A page drawn by the server has no storage, so it draws `null`, and the browser reads the stored text
 * once it has taken the page over: the same first render on both sides, then the text.
 */
export function useStoredText(area: Area, key: string): [string | null, (text: string | null) => void] {
  const text = useSyncExternalStore(
    subscribe,
    () => read(area, key),
    () => null,
  );
  const set = useCallback(
    (next: string | null) => {
      written.set(`${area}:${key}`, next);
      try {
        if (next === null) window[area].removeItem(key);
        else window[area].setItem(key, next);
      } catch {
        // Without storage the text lasts until the tab is closed or reloaded.
      }
      for (const listener of listeners) listener();
    },
    [area, key],
  );
  return [text, set];
}
