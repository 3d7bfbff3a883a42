import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether text marked `data-clamped` inside the element is cut by its line clamp, measured again whenever the
 * element changes size; read it only while the text is clamped.
 */
export function useClampedText(ref: RefObject<HTMLElement | null>, clamped: boolean): boolean {
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !clamped) return;
    const measure = () =>
      setCut(
        [...element.querySelectorAll<HTMLElement>('[data-clamped]')].some(
          (text) => text.scrollHeight > text.clientHeight + 1,
        ),
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, clamped]);
  return cut;
}
