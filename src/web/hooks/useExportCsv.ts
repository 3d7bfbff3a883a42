import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../api/client';
import { fileNameFrom } from '../lib/content-disposition';
import type { DayRange } from '../lib/date-range';
import { rangeQuery } from '../lib/range-query';

/** Downloads the CSV of a range (and boxes) under the name the server gives it. */
export function useExportCsv() {
  const download = useMutation({
    mutationFn: async ({ range, boxIds }: { range: DayRange; boxIds: number[] }) => {
      const query = rangeQuery(range, { boxIds: boxIds.length ? boxIds.join(',') : undefined });
      const { blob, disposition } = await apiDownload(`/api/events/export.csv?${query}`);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameFrom(disposition, `korai-${range.startDate || 'all'}-${range.endDate || 'all'}.csv`);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
    meta: { errorKey: 'reports.exportFailed' },
  });
  return {
    exportCsv: (range: DayRange, boxIds: number[] = []) => download.mutate({ range, boxIds }),
    exporting: download.isPending,
  };
}
