import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../api/client';
import { fileNameFrom } from '../lib/content-disposition';
import type { DayRange } from '../lib/date-range';
import { rangeQuery } from '../lib/range-query';
import { saveFile } from '../lib/save-file';

/** Downloads the CSV of a range (and boxes) under the name the server gives it. */
export function useExportCsv() {
  const download = useMutation({
    mutationFn: async ({ range, boxIds }: { range: DayRange; boxIds: number[] }) => {
      const query = rangeQuery(range, { boxIds: boxIds.length ? boxIds.join(',') : undefined });
      const { blob, disposition } = await apiDownload(`/api/events/export.csv?${query}`);
      saveFile(blob, fileNameFrom(disposition, `korai-${range.startDate || 'all'}-${range.endDate || 'all'}.csv`));
    },
    meta: { errorKey: 'reports.exportFailed' },
  });
  return {
    exportCsv: (range: DayRange, boxIds: number[] = []) => download.mutate({ range, boxIds }),
    exporting: download.isPending,
  };
}
