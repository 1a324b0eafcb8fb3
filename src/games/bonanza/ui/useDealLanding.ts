// Whether the cards just dealt are still on their way to the seats: the person is asked nothing until they land.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEmitted } from '../view/GameContext';
import { DEAL_LANDS_MS, dealLanded } from '../view/deal-timing';

export function useDealLanding(): boolean {
  const [dealtAt, setDealtAt] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEmitted(
    'dealt',
    useCallback(() => {
      setDealtAt(performance.now());
      if (timer.current) clearTimeout(timer.current);
      // Once they have landed, one more render lets the question in.
      timer.current = setTimeout(() => setDealtAt(null), DEAL_LANDS_MS);
    }, []),
  );
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return !dealLanded(performance.now(), dealtAt);
}
