import type { LanguageCode } from '../../shared/languages.js';
import type { PlanId } from '../../shared/plans.js';
import type { AdminUsersQuery, CreateUserRequest } from '../../shared/schemas/admin.js';
import type { AnyDatabase } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import type { ServiceDeps } from '../deps.js';
import { contactInbox, latestLogs, markContactMessage } from './inbox.js';
import { exportPlatformCsv } from './platform-export.js';
import { createPlatformStats } from './platform-stats.js';
import {
  type AdminContext,
  changePassword,
  createUser,
  deleteUser,
  resetToken,
  setAdmin,
  setPlan,
  setStatus,
} from './user-actions.js';
import { listUsers, userDetails } from './user-list.js';

/**
 * The admin dashboard's service: one file per job (platform figures, the user list, actions on an account, the
 * inbox and the log, the export), put together here for the routes.
 */
export function createAdminService(deps: ServiceDeps, auth: AdminContext['auth']) {
  const ctx: AdminContext = { ...deps, auth };
  const stats = createPlatformStats(deps.db, deps.clock);
  return {
    ...stats,
    listUsers: (query: AdminUsersQuery) => listUsers(deps, query),
    userDetails: (id: string) => userDetails(deps, id),
    createUser: (actor: UserRow, request: CreateUserRequest) => createUser(ctx, actor, request),
    changePassword: (actor: UserRow, id: string, password: string) => changePassword(ctx, actor, id, password),
    resetToken: (actor: UserRow, id: string) => resetToken(ctx, actor, id),
    setPlan: (actor: UserRow, id: string, plan: PlanId) => setPlan(ctx, actor, id, plan),
    setStatus: (actor: UserRow, id: string, status: 'active' | 'suspended') => setStatus(ctx, actor, id, status),
    setAdmin: (actor: UserRow, id: string, isAdmin: boolean) => setAdmin(ctx, actor, id, isAdmin),
    deleteUser: (actor: UserRow, id: string) => deleteUser(ctx, actor, id),
    logs: (reader: UserRow, language: LanguageCode, limit: number) => latestLogs(deps, reader, language, limit),
    contactMessages: () => contactInbox(deps),
    markContactMessage: (id: number, read: boolean) => markContactMessage(deps, id, read),
    exportCsv: (actor: UserRow, bulk: AnyDatabase) => exportPlatformCsv(deps, stats.platformStats, actor, bulk),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
