import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../features/search/search-terms';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, 300 ms after the last call, with the last arguments', () => {
    const run = vi.fn();
    const search = debounce(run, SEARCH_DEBOUNCE_MS);
    search('d');
    vi.advanceTimersByTime(200);
    search('du');
    vi.advanceTimersByTime(200);
    search('dune');
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    expect(run).toHaveBeenCalledWith('dune');
  });

  it('can be cancelled', () => {
    const run = vi.fn();
    const search = debounce(run, SEARCH_DEBOUNCE_MS);
    search('x');
    search.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
