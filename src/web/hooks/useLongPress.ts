import { type MouseEvent, type PointerEvent, useRef } from 'react';

/** How long a finger stays down before it is a long press rather than a tap (what phones use for their menus). */
const HOLD_MS = 500;
/** A finger that moves further than this is scrolling, not holding. */
const MOVE_TOLERANCE_PX = 10;

/**
 * A second action on a button: a long press (touch or mouse), a right click, or the keyboard's menu key
 * (Shift+F10), all of which the browser reports as a context menu. The click that ends a long press is not a tap.
 */
export function useLongPress(onHold: (() => void) | undefined) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const start = useRef<{ x: number; y: number; at: number } | null>(null);
  const held = useRef(false);

  function cancel() {
    clearTimeout(timer.current);
    start.current = null;
  }

  /** Whether the click that just came ends a long press (and is then not a tap). */
  function endsHold() {
    const was = held.current;
    held.current = false;
    return was;
  }

  function hold() {
    clearTimeout(timer.current);
    held.current = true;
    start.current = null;
    onHold?.();
  }

  if (!onHold) return { handlers: {}, endsHold };
  const handlers = {
    onPointerDown(event: PointerEvent) {
      held.current = false;
      if (event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY, at: event.timeStamp };
      timer.current = setTimeout(hold, HOLD_MS);
    },
    onPointerMove(event: PointerEvent) {
      if (!start.current) return;
      const moved = Math.hypot(event.clientX - start.current.x, event.clientY - start.current.y);
      if (moved > MOVE_TOLERANCE_PX) cancel();
    },
    // A busy page (a slow phone still drawing) may handle the lifted finger before the timer: the event's own time
    // says how long it was held.
    onPointerUp(event: PointerEvent) {
      if (start.current && event.timeStamp - start.current.at >= HOLD_MS) hold();
      else cancel();
    },
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onContextMenu(event: MouseEvent) {
      event.preventDefault();
      // A phone reports its own long press as a context menu too: one opening, not two.
      if (held.current) return;
      const pressing = start.current !== null;
      cancel();
      held.current = pressing;
      onHold();
    },
  };
  return { handlers, endsHold };
}
