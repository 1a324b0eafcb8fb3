// Keeps a panel at the tallest it has been on this screen size, so the board beside it never jumps back and forth as its words change.
import { useLayoutEffect, useRef } from 'react';

/**
 * The panel's min-height follows its tallest height so far: the board's slot shrinks at most once
 * for a longer text and does not grow back under the person's finger a moment later. A new screen
 * size (a turn of the phone), or a new `phase` (the game's end), starts again from the panel's natural height.
 */
export function useHeldHeight<T extends HTMLElement>(phase: unknown = null) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let most = 0;
    let size = '';
    el.style.minHeight = '';
    const measure = () => {
      const now = `${innerWidth}x${innerHeight}`;
      if (now !== size) {
        size = now;
        most = 0;
        el.style.minHeight = '';
      }
      const height = el.getBoundingClientRect().height;
      if (height > most + 0.5) {
        most = height;
        el.style.minHeight = `${Math.ceil(most)}px`;
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      removeEventListener('resize', measure);
    };
  }, [phase]);
  return ref;
}
