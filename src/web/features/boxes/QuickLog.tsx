import { PenLine } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageCode } from '../../../shared/languages';
import type { Box } from '../../../shared/schemas/boxes';
import { showErrorToast } from '../../api/error-toast';
import { Button } from '../../components/ui/Button';
import { showSuccessToast } from '../../components/ui/success-toast';
import { QuickLogNoBox, QuickLogOtherUnit, QuickLogWillLog } from './QuickLogPreview';
import { useQuickLogDraft } from './useQuickLogDraft';
import { useQuickLogReader } from './useQuickLogReader';
import { useQuickLogWrite } from './useQuickLogWrite';

const languageOf = (language: string) => (isLanguageCode(language) ? language : DEFAULT_LANGUAGE);

/**
 * Log by writing ("2 caffè", "corsa 5 km ieri sera #parco"): what it will log is shown as it is typed, and logged
 * through the outbox on confirmation. A box it cannot name is offered for creation, never guessed. The sentence
 * survives a reload until it is logged.
 */
export function QuickLog({
  userId,
  boxes,
  timeZone,
  onCreateBox,
}: {
  userId: string;
  boxes: Box[];
  timeZone: string;
  onCreateBox: (name: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const [text, setText] = useQuickLogDraft(userId);
  const { read, failed, retry } = useQuickLogReader(Boolean(text));
  const write = useQuickLogWrite(userId);
  const [saving, setSaving] = useState(false);

  const reading =
    read && text?.trim() ? read(text, { language: languageOf(i18n.language), boxes, now: new Date(), timeZone }) : null;
  const named = reading?.kind === 'log' || reading?.kind === 'otherUnit' ? reading.boxId : undefined;
  const box = named === undefined ? undefined : boxes.find((each) => each.id === named);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reading?.kind !== 'log' || !box) return;
    setSaving(true);
    try {
      await write({ box, ...reading, words: reading.leftover });
      showSuccessToast(t('boxes.quickLog.logged'), box.name);
      setText('');
    } catch (error) {
      showErrorToast(error, 'boxes.counterFailed');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('boxes.quickLog.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={text ?? ''}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('boxes.quickLog.placeholder')}
          maxLength={200}
          autoComplete="off"
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900"
        />
        <Button type="submit" disabled={reading?.kind !== 'log' || !box || saving}>
          <PenLine className="size-4" aria-hidden />
          {t('boxes.quickLog.log')}
        </Button>
      </div>
      <p
        className="min-h-5 text-sm text-slate-600 dark:text-slate-300"
        aria-live="polite"
        data-testid="quick-log-preview"
      >
        {reading?.kind === 'log' && box && <QuickLogWillLog box={box} reading={reading} />}
        {reading?.kind === 'otherUnit' && box && <QuickLogOtherUnit box={box} reading={reading} />}
        {reading?.kind === 'unknownBox' && <QuickLogNoBox name={reading.boxWords} onCreate={onCreateBox} />}
        {reading?.kind === 'notALog' && t('boxes.quickLog.notALog')}
        {failed && (
          <>
            {t('boxes.quickLog.readerFailed')}{' '}
            <button type="button" className="font-semibold underline underline-offset-2" onClick={retry}>
              {t('common.retry')}
            </button>
          </>
        )}
      </p>
    </form>
  );
}
