import { describe, expect, it } from 'vitest';
import { searchTerms } from './search-terms';

describe('search terms', () => {
  it('a single hashtag searches the tag', () => {
    expect(searchTerms(' #Fantascienza ')).toEqual({ tag: 'fantascienza' });
  });

  it('anything else searches the text', () => {
    expect(searchTerms('dune #fantascienza')).toEqual({ q: 'dune #fantascienza' });
    expect(searchTerms('dune')).toEqual({ q: 'dune' });
  });

  it('nothing typed searches nothing', () => {
    expect(searchTerms('   ')).toEqual({});
  });
});
