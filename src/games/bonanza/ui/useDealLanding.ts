// Whether the cards just dealt are still on their way to the seats: the person is asked nothing until they land.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEmitted } from '../view/GameContext';
import { dealHoldMs, dealLanded } from '../view/deal-timing';

/** `reducedMotion`: the cards are on the table at once, and nothing is held. */
export function useDealLanding(reducedMotion: boolean): boolean {
  const hold = dealHoldMs(reducedMotion);
  const [dealtAt, setDealtAt] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEmitted(
    'dealt',
    useCallback(() => {
      if (hold === 0) return;
      setDealtAt(performance.now());
      if (timer.current) clearTimeout(timer.current);
      // Once they have landed, one more render lets the question in.
      timer.current = setTimeout(() => setDealtAt(null), hold);
    }, [hold]),
  );
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return !dealLanded(performance.now(), dealtAt, hold);
}
