import { createStore } from '../../lib/create-store';

/**
 * The tutorial opened by hand and the guide dialog (opened from the boxes screen and the user menu), and the new-box
 * dialog asked for from the welcome.
 */
interface Overlays {
  tutorialForced: boolean;
  guideOpen: boolean;
  newBoxRequested: boolean;
}

const store = createStore<Overlays>({ tutorialForced: false, guideOpen: false, newBoxRequested: false });
const set = store.set;

export const openTutorial = () => set({ tutorialForced: true });
export const closeTutorial = () => set({ tutorialForced: false });
export const openGuide = () => set({ guideOpen: true });
export const closeGuide = () => set({ guideOpen: false });
export const requestNewBox = () => set({ newBoxRequested: true });
export const newBoxOpened = () => set({ newBoxRequested: false });

export const useOverlays = store.use;

const guideKey = (userId: string) => `guideAfterTutorial:${userId}`;

/** Whether the guide opens when the tutorial is completed; switched off from the user menu. */
export function guideAfterTutorial(userId: string): boolean {
  // A server-rendered page has no storage: the menu is closed there, so the default is never shown.
  return typeof localStorage === 'undefined' || localStorage.getItem(guideKey(userId)) !== 'off';
}

export function setGuideAfterTutorial(userId: string, on: boolean) {
  if (on) localStorage.removeItem(guideKey(userId));
  else localStorage.setItem(guideKey(userId), 'off');
}
