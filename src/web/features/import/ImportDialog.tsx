import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportCommit, ImportPreview } from '../../../shared/schemas/import';
import { Dialog } from '../../components/ui/Dialog';
import { showSuccessToast } from '../../components/ui/success-toast';
import { ImportDoneStep } from './ImportDoneStep';
import { ImportPreviewStep } from './ImportPreviewStep';
import { ImportProgress } from './ImportProgress';
import { type ImportChoice, ImportSourceStep } from './ImportSourceStep';
import { useImport } from './useImport';

type Step =
  | { name: 'choose' }
  | { name: 'uploading'; fraction: number }
  | { name: 'preview'; preview: ImportPreview }
  | { name: 'committing' }
  | { name: 'done'; importId: string; result: ImportCommit };

const START: ImportChoice = { source: 'daylio', file: null, mapping: {} };

/** Settings -> Importa dati: source and file, the preview, the import with its progress, and the undo. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { preview, commit, undo } = useImport();
  const [choice, setChoice] = useState<ImportChoice>(START);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const busy = step.name === 'uploading' || step.name === 'committing';

  function restart() {
    setChoice(START);
    setStep({ name: 'choose' });
  }

  function startPreview() {
    if (!choice.file) return;
    setStep({ name: 'uploading', fraction: 0 });
    preview.mutate(
      {
        source: choice.source,
        file: choice.file,
        mapping: choice.mapping,
        onProgress: (fraction) => setStep({ name: 'uploading', fraction }),
      },
      {
        onSuccess: (shown) => setStep({ name: 'preview', preview: shown }),
        onError: () => setStep({ name: 'choose' }),
      },
    );
  }

  function startCommit(shown: ImportPreview, boxes?: string[]) {
    setStep({ name: 'committing' });
    commit.mutate(
      { importId: shown.importId, boxes },
      {
        onSuccess: (result) => setStep({ name: 'done', importId: shown.importId, result }),
        onError: () => setStep({ name: 'preview', preview: shown }),
      },
    );
  }

  function startUndo(importId: string) {
    undo.mutate(importId, {
      onSuccess: ({ message }) => {
        showSuccessToast(message);
        restart();
      },
    });
  }

  return (
    <Dialog
      open={open}
      wide
      onOpenChange={(next) => {
        if (next || busy) return;
        if (step.name === 'done') restart();
        onClose();
      }}
      title={t('import.title')}
    >
      {step.name === 'choose' && <ImportSourceStep choice={choice} onChange={setChoice} onPreview={startPreview} />}
      {step.name === 'uploading' && (
        <ImportProgress
          label={
            step.fraction < 1
              ? t('import.uploading', { percent: Math.round(step.fraction * 100) })
              : t('import.reading')
          }
          fraction={step.fraction < 1 ? step.fraction : undefined}
        />
      )}
      {step.name === 'preview' && (
        <ImportPreviewStep
          preview={step.preview}
          busy={commit.isPending}
          onBack={() => setStep({ name: 'choose' })}
          onCommit={(boxes) => startCommit(step.preview, boxes)}
        />
      )}
      {step.name === 'committing' && <ImportProgress label={t('import.importing')} />}
      {step.name === 'done' && (
        <ImportDoneStep
          result={step.result}
          undoing={undo.isPending}
          onUndo={() => startUndo(step.importId)}
          onAgain={restart}
        />
      )}
    </Dialog>
  );
}
