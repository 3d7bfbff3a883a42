import { useState } from 'react';
import type { ImportCommit, ImportPreview } from '../../../shared/schemas/import';
import { showSuccessToast } from '../../components/ui/success-toast';
import type { ImportChoice } from './ImportSourceStep';
import { useImport } from './useImport';

type Step =
  | { name: 'choose' }
  | { name: 'uploading'; fraction: number }
  | { name: 'preview'; preview: ImportPreview }
  | { name: 'committing' }
  | { name: 'done'; importId: string; result: ImportCommit };

const START: ImportChoice = { source: 'daylio', file: null, mapping: {} };

/** The import's steps: the choice, its upload and preview, the import itself, and its undo. */
export function useImportSteps() {
  const { preview, commit, undo } = useImport();
  const [choice, setChoice] = useState<ImportChoice>(START);
  const [step, setStep] = useState<Step>({ name: 'choose' });

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

  return {
    choice,
    setChoice,
    step,
    setStep,
    restart,
    startPreview,
    startCommit,
    startUndo,
    committing: commit.isPending,
    undoing: undo.isPending,
  };
}
