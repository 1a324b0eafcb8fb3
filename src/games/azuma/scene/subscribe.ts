// Reading the table without React renders: a narrow selector whose changes call back into the scene.
import { useEffect, useRef } from 'react';
import { useGame } from '../view/GameContext';
import type { TableSnapshot } from '../view/selectors';

/** Shallow equality of two arrays of references (tuples of snapshot slices). */
export function sameSlices(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((x, i) => Object.is(x, b[i]));
}

/**
 * Calls `onChange(value)` now and whenever the selected slice changes: for what the frame loop
 * animates, so a change moves things without a React commit. `select` must be a stable function.
 */
export function useTableEffect<T>(
  select: (s: TableSnapshot) => T,
  onChange: (value: T) => void,
  same: (a: T, b: T) => boolean = Object.is,
): void {
  const { actor } = useGame();
  const handler = useRef(onChange);
  useEffect(() => {
    handler.current = onChange;
  });
  useEffect(() => {
    let last = select(actor.getSnapshot());
    handler.current(last);
    const sub = actor.subscribe((snapshot) => {
      const next = select(snapshot);
      if (same(next, last)) return;
      last = next;
      handler.current(next);
    });
    return () => sub.unsubscribe();
  }, [actor, select, same]);
}
