import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../api/error-toast';
import { Button } from '../../components/ui/Button';
import { showSuccessToast } from '../../components/ui/success-toast';

/** A new token's secret, shown this once, with a button that copies it. */
export function ApiTokenSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();

  function copy() {
    const copied = navigator.clipboard?.writeText(secret) ?? Promise.reject(new Error('no clipboard'));
    copied.then(
      () => showSuccessToast(t('apiTokens.copied')),
      () => showErrorToast(undefined, 'apiTokens.copyFailed'),
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <p
        role="note"
        className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
      >
        {t('apiTokens.shownOnce')}
      </p>
      <input
        readOnly
        dir="ltr"
        value={secret}
        aria-label={t('apiTokens.secretLabel')}
        onFocus={(event) => event.currentTarget.select()}
        className="min-h-11 w-full rounded-xl border border-slate-300 bg-slate-50 px-3 font-mono text-sm dark:border-slate-600 dark:bg-slate-800"
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={copy}>
          <Copy className="size-4" aria-hidden />
          {t('apiTokens.copy')}
        </Button>
        <Button onClick={onDone}>{t('apiTokens.done')}</Button>
      </div>
    </div>
  );
}
