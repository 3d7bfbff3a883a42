import type { apiTokens, sessions, users } from './schema.js';

/** A user's row as the database holds it: what the layers above the database pass around. */
export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type ApiTokenRow = typeof apiTokens.$inferSelect;
