// One-time explanations the person has seen on this device (Montezuma minus points, an X), so each shows once.
import { store } from '../storage';

export type Tip = 'montezuma' | 'x';

function seen(): Partial<Record<Tip, true>> {
  const value = store.readJson('tips');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const o = value as Record<string, unknown>;
  return { ...(o.montezuma === true && { montezuma: true }), ...(o.x === true && { x: true }) };
}

/** True the first time a tip is asked for on this device; it is then remembered as seen. */
export function firstTime(tip: Tip): boolean {
  const s = seen();
  if (s[tip]) return false;
  store.write('tips', JSON.stringify({ ...s, [tip]: true }));
  return true;
}
