import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SCROLL_TO_TOP_AFTER_PX = 300;

/**
 * Back to the top, once the page has scrolled 300 px. It sits in the fixed tab bar rather than floating over the
 * page, where it covered the buttons of the cards beneath it; its place is kept while hidden, so the tabs never move.
 */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('common.scrollToTop')}
      className={`flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-500 text-white shadow hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${visible ? '' : 'invisible'}`}
    >
      <ArrowUp className="size-5" aria-hidden />
    </button>
  );
}
