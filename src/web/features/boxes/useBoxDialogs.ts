import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanLimits } from '../../../shared/plans';
import type { Box } from '../../../shared/schemas/boxes';
import { useDialogAcrossReload } from '../../hooks/useDialogAcrossReload';
import { toast } from '../../lib/toast';
import { newBoxOpened, useOverlays } from '../tutorial/overlays';
import { atBoxLimit } from './box-usage';

/**
 * Which of the boxes screen's dialogs is open, and for which box: opened again after a reload, the new box's by
 * the welcome too, and the new box's and the bell's refused when the plan does not allow them.
 */
export function useBoxDialogs(all: Box[] | undefined, limits: PlanLimits) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Box | 'new' | null>(null);
  const [logging, setLogging] = useState<Box | null>(null);
  const [belling, setBelling] = useState<Box | null>(null);
  const [later, setLater] = useState<Box | null>(null);
  /** The name a new box starts with, when a quick log named a box that does not exist. */
  const [newName, setNewName] = useState('');

  // A dialog open when the page was reloaded opens again, with its draft, once the boxes are known.
  useDialogAcrossReload(
    editing === 'new'
      ? 'box:new'
      : editing
        ? `box:${editing.id}`
        : logging
          ? `event:${logging.id}`
          : later
            ? `later:${later.id}`
            : null,
    (key) => {
      if (!all) return false;
      const [kind, id] = key.split(':');
      const box = all.find((candidate) => String(candidate.id) === id);
      if (kind === 'box') setEditing(id === 'new' ? 'new' : (box ?? null));
      else if (kind === 'event' && box?.trackingMode === 'descriptive') setLogging(box);
      else if (kind === 'later' && box?.trackingMode === 'counter' && !box.readOnly) setLater(box);
      return true;
    },
  );

  // The welcome's "create your first box" opens the dialog here.
  const { newBoxRequested } = useOverlays();
  useEffect(() => {
    if (!newBoxRequested) return;
    newBoxOpened();
    setEditing('new');
  }, [newBoxRequested]);

  function create(name = '') {
    setNewName(name);
    // Until the boxes are known the server alone decides; it refuses with 'Limite raggiunto' too.
    if (all && atBoxLimit(all.length, limits.maxBoxes)) {
      toast({
        variant: 'destructive',
        title: t('toast.limitReached'),
        description: t('boxes.limitHint', { count: limits.maxBoxes }),
      });
    } else {
      setEditing('new');
    }
  }

  function openBell(box: Box) {
    if (limits.maxNotificationBoxes === 0) {
      toast({ variant: 'destructive', title: t('toast.proFeature'), description: t('notifications.proTeaserText') });
      return;
    }
    setBelling(box);
  }

  return {
    editing,
    setEditing,
    logging,
    setLogging,
    belling,
    setBelling,
    later,
    setLater,
    create,
    openBell,
    newName,
  };
}
