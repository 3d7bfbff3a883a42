import { useQuery } from '@tanstack/react-query';
import { UNLIMITED } from '../../../shared/plans';
import { type InsightsUsage, insightsUsageSchema } from '../../../shared/schemas/ai';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** The spec's warning threshold: 'Ti rimangono solo N insights' at 3 or fewer left. */
export const LOW_QUOTA = 3;

export function useInsightsUsage() {
  return useQuery({
    queryKey: queryKeys.insightsUsage,
    queryFn: () => api('/api/ai/insights/usage', insightsUsageSchema),
  });
}

/** Questions left this month; null when the plan has no limit. */
export function insightsLeft(usage: InsightsUsage): number | null {
  return usage.limit === UNLIMITED ? null : Math.max(0, usage.limit - usage.totalInsightsUsed.thisMonth);
}
