import { useMutation } from '@tanstack/react-query';
import type { DayPart } from '../../shared/quick-log/quick-log-words';
import { rangeQuery } from '../../shared/range-query';
import { apiDownload } from '../api/client';
import { retryWhenAsked } from '../api/retry-when-asked';
import { fileNameFrom } from '../lib/content-disposition';
import type { DayRange } from '../lib/date-range';
import { saveFile } from '../lib/save-file';

/** What an export narrows by besides days and boxes: a search's text or `#tag`. */
export interface ExportTerms {
  q?: string;
  tag?: string;
  dayPart?: DayPart;
}

/** Downloads the CSV of a range, boxes and search terms under the name the server gives it. */
export function useExportCsv() {
  const download = useMutation({
    mutationFn: async ({ range, boxIds, terms }: { range: DayRange; boxIds: number[]; terms: ExportTerms }) => {
      const query = rangeQuery(range, { ...terms, boxIds: boxIds.length ? boxIds.join(',') : undefined });
      const { blob, disposition } = await apiDownload(`/api/events/export.csv?${query}`);
      saveFile(blob, fileNameFrom(disposition, `korai-${range.startDate || 'all'}-${range.endDate || 'all'}.csv`));
    },
    ...retryWhenAsked,
    meta: { errorKey: 'reports.exportFailed' },
  });
  return {
    exportCsv: (range: DayRange, boxIds: number[] = [], terms: ExportTerms = {}) =>
      download.mutate({ range, boxIds, terms }),
    exporting: download.isPending,
  };
}
