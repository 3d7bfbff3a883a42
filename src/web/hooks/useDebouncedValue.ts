import { useEffect, useMemo, useState } from 'react';
import { debounce } from '../lib/debounce';

/** The value as it was `ms` after it last changed. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const settle = useMemo(() => debounce((next: T) => setSettled(next), ms), [ms]);
  useEffect(() => {
    settle(value);
  }, [settle, value]);
  useEffect(() => settle.cancel, [settle]);
  return settled;
}
