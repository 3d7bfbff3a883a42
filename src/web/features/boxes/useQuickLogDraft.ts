import { useEffect, useState } from 'react';

const draftKey = (userId: string) => `quick-log:${userId}`;

/**
 * The sentence being written, kept for this tab until it is logged: a reload gives it back. The page is drawn on
 * the server too, so it is null until the browser has read what was kept.
 */
export function useQuickLogDraft(userId: string) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => setText((current) => current ?? sessionStorage.getItem(draftKey(userId)) ?? ''), [userId]);
  useEffect(() => {
    if (text) sessionStorage.setItem(draftKey(userId), text);
    else if (text === '') sessionStorage.removeItem(draftKey(userId));
  }, [text, userId]);
  return [text, setText] as const;
}
