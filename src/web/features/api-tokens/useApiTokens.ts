import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiTokenListSchema,
  type CreateApiTokenRequest,
  createdApiTokenSchema,
} from '../../../shared/schemas/api-tokens';
import { messageResponseSchema } from '../../../shared/schemas/auth';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** The person's personal API tokens: the list, making one (its secret comes back once) and revoking one. */
export function useApiTokens() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens });
  const list = useQuery({ queryKey: queryKeys.apiTokens, queryFn: () => api('/api/api-tokens', apiTokenListSchema) });
  const create = useMutation({
    mutationFn: (request: CreateApiTokenRequest) =>
      api('/api/api-tokens', createdApiTokenSchema, { method: 'POST', body: request }),
    onSuccess: refresh,
    meta: { errorKey: 'apiTokens.createFailed' },
  });
  const revoke = useMutation({
    mutationFn: (id: string) =>
      api(`/api/api-tokens/${encodeURIComponent(id)}`, messageResponseSchema, { method: 'DELETE' }),
    onSuccess: refresh,
    meta: { errorKey: 'apiTokens.revokeFailed' },
  });
  return { list, create, revoke };
}
