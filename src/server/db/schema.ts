/** The database schema, one file per feature in `schema/`; migrations are generated from it (`npm run db:generate`). */
export * from './schema/accounts.js';
export * from './schema/assistant.js';
export * from './schema/billing.js';
export * from './schema/goals.js';
export * from './schema/imports.js';
export * from './schema/notifications.js';
export * from './schema/platform.js';
export * from './schema/support.js';
export * from './schema/tracking.js';
