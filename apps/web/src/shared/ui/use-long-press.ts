import { useCallback, useEffect, useMemo, useRef, type MouseEvent, type PointerEvent } from 'react';

/** How long a finger rests on a target before it counts as a long press, not a tap. */
export const LONG_PRESS_MS = 500;

export interface LongPress {
  /** Spread on the pressed element (pointer and context-menu handlers). */
  readonly handlers: {
    onPointerDown?(event: PointerEvent): void;
    onPointerUp?(): void;
    onPointerLeave?(): void;
    onPointerCancel?(): void;
    onContextMenu?(event: MouseEvent): void;
  };
  /** True once, right after a long press: the click that ends it is not a tap. */
  consumeLongPress(): boolean;
}

/**
 * A long press (touch or mouse held LONG_PRESS_MS) or a right click calls `onLongPress`; the
 * element's own click stays its tap. Without `onLongPress` nothing is attached.
 */
export function useLongPress(onLongPress: (() => void) | undefined, delayMs: number = LONG_PRESS_MS): LongPress {
  const timer = useRef<number | null>(null);
  const hasFired = useRef(false);
  const cancel = useCallback(() => {
    if (timer.current === null) return;
    window.clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const handlers = useMemo(() => {
    if (!onLongPress) return {};
    const fire = () => {
      cancel();
      hasFired.current = true;
      onLongPress();
    };
    return {
      onPointerDown: (event: PointerEvent) => {
        // Every press starts afresh; only the main button (a finger) is timed.
        hasFired.current = false;
        cancel();
        if (event.button !== 0) return;
        timer.current = window.setTimeout(fire, delayMs);
      },
      onPointerUp: cancel,
      onPointerLeave: cancel,
      onPointerCancel: cancel,
      // A touch held down also raises the context menu (after the timer: once per press); a
      // right click is the mouse's long press.
      onContextMenu: (event: MouseEvent) => {
        event.preventDefault();
        if (!hasFired.current) fire();
      },
    };
  }, [onLongPress, delayMs, cancel]);

  const consumeLongPress = useCallback(() => {
    const was = hasFired.current;
    hasFired.current = false;
    return was;
  }, []);
  return { handlers, consumeLongPress };
}
