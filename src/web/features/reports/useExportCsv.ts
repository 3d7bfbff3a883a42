import { useState } from 'react';
import { apiDownload } from '../../api/client';
import { showErrorToast } from '../../components/ui/error-toast';
import { fileNameFrom } from '../../lib/content-disposition';
import type { DayRange } from '../../lib/date-range';
import { rangeQuery } from './useDayRange';

/** Downloads the CSV of a range (and boxes) under the name the server gives it. */
export function useExportCsv() {
  const [exporting, setExporting] = useState(false);
  async function exportCsv(range: DayRange, boxIds: number[] = []) {
    setExporting(true);
    try {
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
    } catch (error) {
      showErrorToast(error, 'reports.exportFailed');
    } finally {
      setExporting(false);
    }
  }
  return { exportCsv, exporting };
}
