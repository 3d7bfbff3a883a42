import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { closeGuide, useOverlays } from './overlays';

const SECTIONS = ['start', 'modes', 'advanced', 'plans'] as const;
const POINTS = ['1', '2', '3'] as const;

/** How Korai works, in four sections. */
export function GuideDialog() {
  const { t } = useTranslation();
  const { guideOpen } = useOverlays();
  return (
    <Dialog open={guideOpen} onOpenChange={(open) => !open && closeGuide()} title={t('guide.title')} wide>
      <div className="flex flex-col gap-5">
        {SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`guide-${section}`}>
            <h3 id={`guide-${section}`} className="font-semibold text-slate-900 dark:text-white">
              {t(`guide.${section}Title`)}
            </h3>
            <ul className="mt-1 list-disc space-y-1 ps-5 text-sm text-slate-600 dark:text-slate-300">
              {POINTS.map((point) => (
                <li key={point}>{t(`guide.${section}${point}`)}</li>
              ))}
            </ul>
          </section>
        ))}
        <Button onClick={closeGuide}>{t('common.close')}</Button>
      </div>
    </Dialog>
  );
}
