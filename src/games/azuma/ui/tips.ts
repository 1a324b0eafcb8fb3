// One-time explanations the person has seen on this device (Montezuma, an X, a race lost...), so each shows once.
import { store } from '../storage';

/**
 * What a hand's result may need explained once: Montezuma minus points, an X, no stick after the race
 * (and where the opponents' speed is set), a stick that scored nothing because of bomb cards, or
 * because its colour was already scored this round.
 */
export type Tip = 'montezuma' | 'x' | 'late' | 'bombs' | 'scored';

/** True the first time a tip is asked for on this device; it is then remembered as seen. */
export function firstTime(tip: Tip): boolean {
  const value = store.readJson('tips');
  const seen: Record<string, unknown> =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
  if (seen[tip] === true) return false;
  store.write('tips', JSON.stringify({ ...seen, [tip]: true }));
  return true;
}
