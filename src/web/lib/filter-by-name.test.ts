import { describe, expect, it } from 'vitest';
import { filterByName } from './filter-by-name';

describe('filterByName', () => {
  it('filters by name, ignoring case', () => {
    const boxes = [{ name: 'Caffè' }, { name: 'Cinema' }, { name: 'Acqua' }];
    expect(filterByName(boxes, 'CA')).toEqual([{ name: 'Caffè' }]);
    expect(filterByName(boxes, 'c')).toHaveLength(3);
    expect(filterByName(boxes, '  ')).toHaveLength(3);
  });
});
