import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  type CheckoutRequest,
  checkoutResponseSchema,
  paymentsResponseSchema,
  subscriptionChangeResponseSchema,
  subscriptionSchema,
  validateSessionResponseSchema,
} from '../../../shared/schemas/billing';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { USER_QUERY_KEY } from '../../api/user-query';

/** The plan as /subscription-management shows it (and whether payments are the test provider's). */
export function useSubscription() {
  return useQuery({ queryKey: queryKeys.subscription, queryFn: () => api('/api/subscription', subscriptionSchema) });
}

export function usePayments() {
  return useQuery({
    queryKey: queryKeys.payments,
    queryFn: () => api('/api/subscription/payments', paymentsResponseSchema),
  });
}

/** Everything a change of plan touches: the user (badge, limits), the subscription and its payments, the boxes. */
export function useRefreshPlan() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of [USER_QUERY_KEY, queryKeys.subscription, queryKeys.boxes]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);
}

export type SubscriptionAction =
  | 'pause'
  | 'resume'
  | 'cancel'
  | 'autoRenewOn'
  | 'autoRenewOff'
  | 'remindersOn'
  | 'remindersOff';

function request(action: SubscriptionAction) {
  if (action === 'autoRenewOn' || action === 'autoRenewOff') {
    return { path: '/api/subscription/auto-renew', method: 'PATCH', body: { autoRenew: action === 'autoRenewOn' } };
  }
  if (action === 'remindersOn' || action === 'remindersOff') {
    return { path: '/api/subscription/reminders', method: 'PATCH', body: { enabled: action === 'remindersOn' } };
  }
  return { path: `/api/subscription/${action}`, method: 'POST', body: undefined };
}

/** Pause, resume, cancel and auto-renew: real calls, answered with the subscription as it now is. */
export function useSubscriptionChange() {
  const queryClient = useQueryClient();
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: (action: SubscriptionAction) => {
      const { path, method, body } = request(action);
      return api(path, subscriptionChangeResponseSchema, { method, body });
    },
    onSuccess: ({ subscription }) => {
      queryClient.setQueryData(queryKeys.subscription, subscription);
      refresh();
    },
  });
}

/** Starts a checkout; the browser then goes to the provider's page. */
export function useCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutRequest) =>
      api('/api/stripe/create-checkout-session', checkoutResponseSchema, { method: 'POST', body }),
  });
}

export function useValidatedSession(sessionId: string | null) {
  return useQuery({
    queryKey: ['subscription', 'session', sessionId],
    queryFn: () =>
      api(
        `/api/stripe/validate-session?session_id=${encodeURIComponent(sessionId ?? '')}`,
        validateSessionResponseSchema,
      ),
    enabled: sessionId !== null,
    staleTime: 0,
  });
}
