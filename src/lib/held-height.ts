// Keeps a panel at the tallest it has been, so the table or board beside it never jumps back and forth as its words change.
import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Writes the panel's tallest height so far into its `--held-height` (the panel's CSS sets its
 * min-height from it where the held room matters): the slot beside it shrinks at most once for a
 * longer text and does not grow back under the person's finger a moment later. A new screen size
 * (a turn of the phone), or a new `phase`, starts again from the panel's natural height; while
 * `hold` is false nothing is held. The ref may be one the caller already has on the panel.
 */
export function useHeldHeight<T extends HTMLElement>(
  phase: unknown = null,
  hold = true,
  given?: RefObject<T | null>,
): RefObject<T | null> {
  const own = useRef<T>(null);
  const ref = given ?? own;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.removeProperty('--held-height');
    if (!hold) return;
    let most = 0;
    let size = '';
    const measure = () => {
      const now = `${innerWidth}x${innerHeight}`;
      if (now !== size) {
        size = now;
        most = 0;
        el.style.removeProperty('--held-height');
      }
      const height = el.getBoundingClientRect().height;
      if (height > most + 0.5) {
        most = height;
        el.style.setProperty('--held-height', `${Math.ceil(most)}px`);
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
  }, [phase, hold, ref]);
  return ref;
}
