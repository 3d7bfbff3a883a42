import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { isRtl, readingStep } from '../../lib/direction';

/** Which of `count` bars is chosen: the one under the pointer or the finger, or moved to with the arrow keys. */
export function useBarChoice(count: number) {
  const [chosen, setChosen] = useState<number | null>(null);
  const pick = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const fromStart = isRtl(event.currentTarget) ? box.right - event.clientX : event.clientX - box.left;
    const index = Math.floor((fromStart / box.width) * count);
    setChosen(Math.max(0, Math.min(count - 1, index)));
  };
  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    const key = moves[event.key];
    if (key === undefined) return;
    event.preventDefault();
    const move = readingStep(event.currentTarget, event.key, key);
    const from = chosen ?? (move > 0 ? -1 : count);
    setChosen(Math.max(0, Math.min(count - 1, from + move)));
  };
  return { chosen, setChosen, pick, step };
}
