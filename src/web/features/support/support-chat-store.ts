/** The landing page's stand-in for the chat, drawn by the server (`SupportChatStandIn`), until its code loads. */
export const SUPPORT_CHAT_STAND_IN_ID = 'support-chat-stand-in';

/** The window event that unhides the support chat and opens it (the Settings Support card sends it). */
export const OPEN_SUPPORT_CHAT = 'openSupportChat';
/** Set on this device when the visitor hides the chatbot; the openSupportChat event clears it. */
const HIDDEN_KEY = 'supportChatHidden';
const HIDDEN_CHANGED = 'supportChatHiddenChanged';

export function openSupportChat(): void {
  window.dispatchEvent(new Event(OPEN_SUPPORT_CHAT));
}

export function isSupportChatHidden(): boolean {
  try {
    return localStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSupportChatHidden(hidden: boolean): void {
  try {
    if (hidden) localStorage.setItem(HIDDEN_KEY, '1');
    else localStorage.removeItem(HIDDEN_KEY);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
  window.dispatchEvent(new Event(HIDDEN_CHANGED));
}

/** Follows the hidden flag in this tab and in the device's other tabs. */
export function subscribeSupportChatHidden(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === HIDDEN_KEY) onChange();
  };
  window.addEventListener(HIDDEN_CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(HIDDEN_CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** How many signed-in app shells are on screen (0 or 1); there the round button would cover the cards' buttons. */
let shells = 0;
const SHELL_CHANGED = 'supportChatShellChanged';

export function isInAppShell(): boolean {
  return shells > 0;
}

export function subscribeInAppShell(onChange: () => void): () => void {
  window.addEventListener(SHELL_CHANGED, onChange);
  return () => window.removeEventListener(SHELL_CHANGED, onChange);
}

/** Marks the signed-in app on screen: the chatbot then opens from Settings (openSupportChat), without the button. */
export function enterAppShell(): () => void {
  shells++;
  window.dispatchEvent(new Event(SHELL_CHANGED));
  return () => {
    shells--;
    window.dispatchEvent(new Event(SHELL_CHANGED));
  };
}
