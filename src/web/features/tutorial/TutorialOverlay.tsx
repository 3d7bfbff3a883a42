import * as RadixDialog from '@radix-ui/react-dialog';
import { BarChart3, Boxes, Hand, MousePointerClick, Search, Sparkles, Target, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { useDialogOnStack } from '../../components/ui/dialog-stack';
import { useBackCloses } from '../../components/ui/useBackCloses';
import { closeTutorial, guideAfterTutorial, openGuide, useOverlays } from './overlays';

const STEPS = [
  { key: 'welcome', icon: Hand },
  { key: 'boxes', icon: Boxes },
  { key: 'events', icon: MousePointerClick },
  { key: 'goals', icon: Target },
  { key: 'reports', icon: BarChart3 },
  { key: 'search', icon: Search },
  { key: 'ai', icon: Sparkles },
] as const;

/** Seven steps, opened from the welcome, the Tutorial button or the user menu. */
export function TutorialOverlay({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { tutorialForced } = useOverlays();
  const [step, setStep] = useState(0);
  const open = tutorialForced;
  const current = STEPS[step] ?? STEPS[0];
  const last = step === STEPS.length - 1;

  function finish(completed: boolean) {
    closeTutorial();
    setStep(0);
    if (completed && guideAfterTutorial(userId)) openGuide();
  }

  useBackCloses(open, () => finish(false));
  useDialogOnStack(open);
  const Icon = current.icon;
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && finish(false)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <RadixDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <div className="flex items-center justify-between">
            <p className="text-sm font-medium text-brand-600 dark:text-brand-100">
              {t('tutorial.progress', { step: step + 1, total: STEPS.length })}
            </p>
            <RadixDialog.Close
              aria-label={t('common.close')}
              className="-m-2 flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <X className="size-5" aria-hidden />
            </RadixDialog.Close>
          </div>
          <div className="mt-4 flex flex-col items-center gap-3 text-center">
            <div className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-slate-800">
              <Icon className="size-8" aria-hidden />
            </div>
            <RadixDialog.Title className="text-xl font-bold text-slate-900 dark:text-white">
              {t(`tutorial.${current.key}Title`)}
            </RadixDialog.Title>
            <RadixDialog.Description className="text-slate-600 dark:text-slate-300">
              {t(`tutorial.${current.key}Text`)}
            </RadixDialog.Description>
          </div>
          <div className="mt-4 flex justify-center gap-1.5" aria-hidden>
            {STEPS.map((entry, index) => (
              <span
                key={entry.key}
                className={`size-2 rounded-full ${index === step ? 'bg-brand-500' : 'bg-slate-300 dark:bg-slate-600'}`}
              />
            ))}
          </div>
          <div className="mt-6 flex items-center justify-between gap-2">
            <Button variant="ghost" onClick={() => finish(false)}>
              {t('tutorial.skip')}
            </Button>
            <div className="flex gap-2">
              {step > 0 && (
                <Button variant="secondary" onClick={() => setStep(step - 1)}>
                  {t('tutorial.back')}
                </Button>
              )}
              <Button onClick={() => (last ? finish(true) : setStep(step + 1))}>
                {last ? t('tutorial.complete') : t('tutorial.next')}
              </Button>
            </div>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
