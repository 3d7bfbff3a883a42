import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageCode } from '../../../shared/languages';
import { showErrorToast } from '../../api/error-toast';
import { Button } from '../../components/ui/Button';
import { showSuccessToast } from '../../components/ui/success-toast';
import { useBoxes } from '../../hooks/useBoxes';
import { QuickLogOtherUnit, QuickLogWillLog } from '../boxes/QuickLogPreview';
import { useQuickLogReader } from '../boxes/useQuickLogReader';
import { useQuickLogWrite } from '../boxes/useQuickLogWrite';

/**
 * A question box sentence that reads as a log ("2 caffè ieri"), not a question: what it would log, and a button
 * that logs it through the outbox as the boxes screen's quick log does. Sending still asks K-ORAI; anything else
 * (a question, a name that is no box) shows nothing here.
 */
export function ChatQuickLog({
  userId,
  timeZone,
  text,
  onLogged,
}: {
  userId: string;
  timeZone: string;
  text: string;
  onLogged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const written = text.trim();
  const { read } = useQuickLogReader(written.length > 0);
  const boxes = useBoxes();
  const write = useQuickLogWrite(userId);
  const [saving, setSaving] = useState(false);
  const language = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const list = boxes.data ?? [];
  const reading =
    read && written && list.length ? read(written, { language, boxes: list, now: new Date(), timeZone }) : null;
  const named = reading?.kind === 'log' || reading?.kind === 'otherUnit' ? reading.boxId : undefined;
  const box = named === undefined ? undefined : list.find((each) => each.id === named);
  if (!reading || !box || (reading.kind !== 'log' && reading.kind !== 'otherUnit')) return null;

  async function log() {
    if (reading?.kind !== 'log' || !box) return;
    setSaving(true);
    try {
      await write({ box, ...reading, words: reading.leftover });
      showSuccessToast(t('boxes.quickLog.logged'), box.name);
      onLogged();
    } catch (error) {
      showErrorToast(error, 'boxes.counterFailed');
    } finally {
      setSaving(false);
    }
  }

  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900 dark:border-slate-600 dark:bg-slate-800 dark:text-brand-100"
      data-testid="chat-quick-log"
    >
      <p className="min-w-0 flex-1" aria-live="polite">
        {reading.kind === 'log' ? (
          <QuickLogWillLog box={box} reading={reading} />
        ) : (
          <QuickLogOtherUnit box={box} reading={reading} />
        )}
      </p>
      {reading.kind === 'log' && (
        <Button variant="secondary" onClick={() => void log()} disabled={saving}>
          <PenLine className="size-4" aria-hidden />
          {t('boxes.quickLog.log')}
        </Button>
      )}
    </div>
  );
}
