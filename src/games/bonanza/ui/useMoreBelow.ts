// Whether a scrolling box has more below what shows: the decision panel and the panels over the table fade their foot then, so a cut sentence or five reads as "scroll on".
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * A ref for the box and whether part of its content lies below its bottom edge (looked at after
 * every render, on its scroll and when it changes size). A box that does not scroll never has more.
 */
export function useMoreBelow<E extends HTMLElement>(): {
  ref: RefObject<E | null>;
  more: boolean;
  look: () => void;
} {
  const ref = useRef<E>(null);
  const [more, setMore] = useState(false);
  const look = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    setMore(el.scrollTop + el.clientHeight < el.scrollHeight - 2);
  }, []);
  // After every render: the content may have grown or shrunk without the box changing size.
  useLayoutEffect(look);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(look);
    observer.observe(el);
    return () => observer.disconnect();
  }, [look]);
  return { ref, more, look };
}
