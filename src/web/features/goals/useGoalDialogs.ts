import { useState } from 'react';
import type { Goal } from '../../../shared/schemas/goals';
import { useDialogAcrossReload } from '../../hooks/useDialogAcrossReload';

/** Which goal is being edited (or a new one), looked at or about to be deleted. */
export function useGoalDialogs(goals: { data?: Goal[]; isError: boolean }) {
  const [editing, setEditing] = useState<Goal | 'new' | null>(null);
  const [viewing, setViewing] = useState<Goal | null>(null);
  const [deleting, setDeleting] = useState<Goal | null>(null);
  // The goal dialog open when the page was reloaded opens again, with its draft, once the goals are known.
  useDialogAcrossReload(editing === 'new' ? 'goal:new' : editing ? `goal:${editing.id}` : null, (key) => {
    if (!key.startsWith('goal:')) return true;
    if (key === 'goal:new') {
      setEditing('new');
      return true;
    }
    if (!goals.data) return goals.isError;
    setEditing(goals.data.find((goal) => `goal:${goal.id}` === key) ?? null);
    return true;
  });
  return { editing, setEditing, viewing, setViewing, deleting, setDeleting };
}
