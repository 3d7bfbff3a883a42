import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backupStatusSchema, restoreResultSchema } from '../../../shared/schemas/backup';
import { api, apiDownload } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { retryWhenAsked } from '../../api/retry-when-asked';
import { fileNameFrom } from '../../lib/content-disposition';
import { saveFile } from '../../lib/save-file';

const restoreUrl = (dryRun: boolean) => `/api/backup/restore${dryRun ? '?dryRun=true' : ''}`;

/** The last backup's date, the download, and the restore: first a dry run to say what would happen, then for real. */
export function useBackup() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: queryKeys.backupStatus,
    queryFn: () => api('/api/backup/status', backupStatusSchema),
  });
  const download = useMutation({
    mutationFn: async () => {
      const { blob, disposition } = await apiDownload('/api/backup');
      saveFile(blob, fileNameFrom(disposition, 'korai-backup.json'));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.backupStatus }),
    ...retryWhenAsked,
    meta: { errorKey: 'backup.downloadFailed' },
  });
  const preview = useMutation({
    mutationFn: (file: File) => api(restoreUrl(true), restoreResultSchema, { method: 'POST', body: file }),
    ...retryWhenAsked,
    meta: { errorKey: 'backup.fileRefused' },
  });
  const restore = useMutation({
    mutationFn: (file: File) => api(restoreUrl(false), restoreResultSchema, { method: 'POST', body: file }),
    // Boxes, events, goals, conversations and the profile may all have changed.
    onSuccess: () => queryClient.invalidateQueries(),
    ...retryWhenAsked,
    meta: { errorKey: 'backup.restoreFailed' },
  });
  return { status, download, preview, restore };
}
