import { createStore } from '../../lib/create-store';

/**
 * The two plan dialogs the shell shows by itself and that can be opened by hand: the trial's welcome (from the
 * banner's Info) and the choice of boxes to keep (from the boxes screen). Kept in memory only: a reload asks again.
 */
interface PlanDialogs {
  welcomeForced: boolean;
  keepBoxesForced: boolean;
  keepBoxesPostponed: boolean;
}

const store = createStore<PlanDialogs>({ welcomeForced: false, keepBoxesForced: false, keepBoxesPostponed: false });
const set = store.set;

export const openTrialWelcome = () => set({ welcomeForced: true });
export const closeTrialWelcome = () => set({ welcomeForced: false });
export const openKeepBoxes = () => set({ keepBoxesForced: true });
/** Closed without a choice: not asked again until the next visit (a reload), or until opened by hand. */
export const postponeKeepBoxes = () => set({ keepBoxesForced: false, keepBoxesPostponed: true });

export const usePlanDialogs = store.use;
