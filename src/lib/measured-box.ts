// A DOM element's box in viewport CSS px, reported whenever it changes size or the window resizes (a game's overlay measures the room it leaves the 3D scene).
import { type RefObject, useLayoutEffect, useRef } from 'react';

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** A ref for the element to measure; `onBox` hears its box at once and after every change. */
export function useMeasuredBox<E extends HTMLElement>(
  onBox: (box: Box) => void,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      onBox({ left: r.left, top: r.top, width: r.width, height: r.height });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [onBox]);
  return ref;
}
