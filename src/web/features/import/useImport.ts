import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ImportMapping,
  type ImportSource,
  importCommitSchema,
  importPreviewSchema,
  importUndoSchema,
} from '../../../shared/schemas/import';
import { api, apiUpload } from '../../api/client';
import { invalidateEventViews } from '../../api/invalidate-event-views';
import { retryWhenAsked } from '../../api/retry-when-asked';

export interface PreviewRequest {
  source: ImportSource;
  file: File;
  mapping: ImportMapping;
  onProgress: (fraction: number) => void;
}

/** Upload and preview, commit, undo: the three steps of an import, each a mutation with its own failure message. */
export function useImport() {
  const queryClient = useQueryClient();
  const refresh = () => invalidateEventViews(queryClient, { withBoxes: true });
  return {
    preview: useMutation({
      mutationFn: ({ source, file, mapping, onProgress }: PreviewRequest) => {
        const form = new FormData();
        // The fields before the file: the server reads them first, then streams the file.
        form.append('source', source);
        form.append('mapping', JSON.stringify(mapping));
        form.append('file', file);
        return apiUpload('/api/import/preview', importPreviewSchema, form, onProgress);
      },
      ...retryWhenAsked,
      meta: { errorKey: 'import.previewFailed' },
    }),
    commit: useMutation({
      mutationFn: ({ importId, boxes }: { importId: string; boxes?: string[] }) =>
        api(`/api/import/${importId}/commit`, importCommitSchema, { method: 'POST', body: boxes ? { boxes } : {} }),
      onSuccess: refresh,
      ...retryWhenAsked,
      meta: { errorKey: 'import.commitFailed' },
    }),
    undo: useMutation({
      mutationFn: (importId: string) => api(`/api/import/${importId}`, importUndoSchema, { method: 'DELETE' }),
      onSuccess: refresh,
      ...retryWhenAsked,
      meta: { errorKey: 'import.undoFailed' },
    }),
  };
}
