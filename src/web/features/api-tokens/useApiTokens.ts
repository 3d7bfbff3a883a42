import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, CreateApiTokenRequest, CreatedApiToken } from '../../../shared/schemas/api-tokens';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** The person's personal API tokens: the list, making one (its secret comes back once) and revoking one. */
export function useApiTokens() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens });
  const list = useQuery({ queryKey: queryKeys.apiTokens, queryFn: () => api<ApiToken[]>('/api/api-tokens') });
  const create = useMutation({
    mutationFn: (request: CreateApiTokenRequest) =>
      api<CreatedApiToken>('/api/api-tokens', { method: 'POST', body: request }),
    onSuccess: refresh,
    meta: { errorKey: 'apiTokens.createFailed' },
  });
  const revoke = useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`/api/api-tokens/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
    meta: { errorKey: 'apiTokens.revokeFailed' },
  });
  return { list, create, revoke };
}
