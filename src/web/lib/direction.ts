/** Whether an element's text runs right to left (Arabic): where a mirrored drawing must mirror its input too. */
export const isRtl = (element: Element) => getComputedStyle(element).direction === 'rtl';

/** A left or right arrow key's step along the reading direction: left moves back in Arabic too. */
export function readingStep(element: Element, key: string, step: number): number {
  const horizontal = key === 'ArrowLeft' || key === 'ArrowRight';
  return horizontal && isRtl(element) ? -step : step;
}
