import { z } from 'zod';

/**
 * GET /api/admin/instance-backup: the embedded instance's backups as the dashboard shows them. `external`: the
 * database is another server's (DATABASE_URL), backed up with its own tools; `off`: BACKUP_SCHEDULE=off.
 */
export const instanceBackupStatusSchema = z.object({
  state: z.enum(['scheduled', 'off', 'external']),
  schedule: z.string().nullable(),
  keep: z.number().int(),
  last: z.object({ takenAt: z.string(), bytes: z.number().int(), file: z.string() }).nullable(),
  /** No backup for more than 2 days (or none since the instance was made 2 days ago). */
  stale: z.boolean(),
});
export type InstanceBackupStatus = z.infer<typeof instanceBackupStatusSchema>;
