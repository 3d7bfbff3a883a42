import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Box } from '../../../shared/schemas/boxes';
import { keepBoxesResponseSchema } from '../../../shared/schemas/plans';
import { api } from '../../api/client';
import { showErrorToast } from '../../api/error-toast';
import { queryKeys } from '../../api/query-keys';
import { showSuccessToast } from '../../components/ui/success-toast';

/** The boxes chosen to keep, the usable ones to start with, and the choice sent: the others go to the trash. */
export function useKeepBoxes(boxes: Box[], onKept: () => void) {
  const queryClient = useQueryClient();
  const [kept, setKept] = useState(() => new Set(boxes.filter((box) => !box.readOnly).map((box) => box.id)));
  const [saving, setSaving] = useState(false);

  function toggle(boxId: number, on: boolean) {
    const next = new Set(kept);
    if (on) next.add(boxId);
    else next.delete(boxId);
    setKept(next);
  }

  async function confirm() {
    setSaving(true);
    try {
      const { message } = await api('/api/boxes/keep', keepBoxesResponseSchema, {
        method: 'POST',
        body: { boxIds: [...kept] },
      });
      showSuccessToast(message);
      for (const queryKey of [queryKeys.boxes, queryKeys.trash]) void queryClient.invalidateQueries({ queryKey });
      onKept();
    } catch (error) {
      showErrorToast(error, 'keepBoxes.failed');
    } finally {
      setSaving(false);
    }
  }

  return { kept, toggle, saving, confirm };
}
