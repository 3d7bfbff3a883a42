import { useStoredText } from '../../lib/stored-text';

/** A question typed but not sent yet, kept on this device per user so a reload does not lose it. */
export function useDraft(userId: string): [string, (text: string) => void] {
  const [draft, store] = useStoredText('localStorage', `korai.draft:${userId}`);
  return [draft ?? '', (text) => store(text || null)];
}
