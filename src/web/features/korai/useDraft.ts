import { useState } from 'react';

/** A question typed but not sent yet, kept on this device per user so a reload does not lose it. */
export function useDraft(userId: string): [string, (text: string) => void] {
  const key = `korai.draft:${userId}`;
  const [draft, setDraftState] = useState(() => localStorage.getItem(key) ?? '');
  const setDraft = (text: string) => {
    setDraftState(text);
    if (text) localStorage.setItem(key, text);
    else localStorage.removeItem(key);
  };
  return [draft, setDraft];
}
