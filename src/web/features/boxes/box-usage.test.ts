import { describe, expect, it } from 'vitest';
import { UNLIMITED } from '../../../shared/plans';
import { atBoxLimit, boxUsage } from './box-usage';

describe('box usage', () => {
  it('shows used/limit, or infinity when unlimited', () => {
    expect(boxUsage(2, 3)).toBe('2/3');
    expect(boxUsage(7, UNLIMITED)).toBe('7/∞');
  });

  it('the limit is reached at the plan maximum', () => {
    expect(atBoxLimit(2, 3)).toBe(false);
    expect(atBoxLimit(3, 3)).toBe(true);
    expect(atBoxLimit(500, UNLIMITED)).toBe(false);
  });
});
