import { useEffect, useState } from 'react';
import type { readQuickLog } from '../../../shared/quick-log/read-quick-log';

type Reader = typeof readQuickLog;

/**
 * The quick-log reader, loaded the first time someone writes: its words in eleven languages are not worth
 * shipping to everyone who only taps. A load that failed (offline on a first visit) can be tried again.
 */
export function useQuickLogReader(wanted: boolean) {
  const [reader, setReader] = useState<Reader | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || reader || attempt < 0) return;
    let current = true;
    setFailed(false);
    import('../../../shared/quick-log/read-quick-log').then(
      (module) => current && setReader(() => module.readQuickLog),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [wanted, reader, attempt]);
  return { read: reader, failed, retry: () => setAttempt((count) => count + 1) };
}
