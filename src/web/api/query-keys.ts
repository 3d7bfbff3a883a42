/** Query keys shared by the features, so a change in one refreshes what the others show. */
export const queryKeys = {
  boxes: ['boxes'] as const,
  boxEvents: (boxId: number) => ['boxes', boxId, 'events'] as const,
  stats: ['stats'] as const,
  search: ['search'] as const,
  goals: ['goals'] as const,
  goalEvents: (goalId: number, from: string, to: string) => ['goals', goalId, 'events', from, to] as const,
  trash: ['trash'] as const,
  sessions: ['sessions'] as const,
  outbox: (userId: string) => ['outbox', userId] as const,
  subscription: ['subscription'] as const,
  payments: ['subscription', 'payments'] as const,
};
