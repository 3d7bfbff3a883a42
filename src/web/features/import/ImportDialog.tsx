import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/Dialog';
import { ImportDoneStep } from './ImportDoneStep';
import { ImportPreviewStep } from './ImportPreviewStep';
import { ImportProgress } from './ImportProgress';
import { ImportSourceStep } from './ImportSourceStep';
import { useImportSteps } from './useImportSteps';

/** Settings -> Importa dati: source and file, the preview, the import with its progress, and the undo. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { choice, setChoice, step, setStep, restart, startPreview, startCommit, startUndo, committing, undoing } =
    useImportSteps();
  const busy = step.name === 'uploading' || step.name === 'committing';

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
          busy={committing}
          onBack={() => setStep({ name: 'choose' })}
          onCommit={(boxes) => startCommit(step.preview, boxes)}
        />
      )}
      {step.name === 'committing' && <ImportProgress label={t('import.importing')} />}
      {step.name === 'done' && (
        <ImportDoneStep
          result={step.result}
          undoing={undoing}
          onUndo={() => startUndo(step.importId)}
          onAgain={restart}
        />
      )}
    </Dialog>
  );
}
