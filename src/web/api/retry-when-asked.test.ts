import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { retryWhenAsked } from './retry-when-asked';

const refusal = (status: number, seconds?: number) => new ApiError(status, 'heavy_work_busy', 'Riprova', seconds);

describe('retryWhenAsked', () => {
  it('sends again, after the seconds asked, a refusal that says when to come back', () => {
    expect(retryWhenAsked.retry(0, refusal(429, 10))).toBe(true);
    expect(retryWhenAsked.retryDelay(0, refusal(429, 10))).toBe(10_000);
    expect(retryWhenAsked.retry(0, refusal(503, 5))).toBe(true);
  });

  it('shows at once a refusal that time does not fix, or one that asks for too long a wait', () => {
    expect(retryWhenAsked.retry(0, refusal(400))).toBe(false);
    expect(retryWhenAsked.retry(0, refusal(429))).toBe(false);
    expect(retryWhenAsked.retry(0, refusal(429, 3600))).toBe(false);
    expect(retryWhenAsked.retry(0, new Error('offline'))).toBe(false);
  });

  it('gives up after six tries', () => {
    expect(retryWhenAsked.retry(5, refusal(429, 10))).toBe(true);
    expect(retryWhenAsked.retry(6, refusal(429, 10))).toBe(false);
  });
});
