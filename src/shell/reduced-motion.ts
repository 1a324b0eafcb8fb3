// Whether the table keeps still: the box's "Reduce motion" setting, or the device's own preference.
import { useSyncExternalStore } from 'react';

const REDUCED = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = globalThis.matchMedia?.(REDUCED);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const devicePrefers = (): boolean => globalThis.matchMedia?.(REDUCED).matches ?? false;

/** Either one asks for it: the setting, or the device (its accessibility settings). */
export function reducedMotion(setting: boolean, device: boolean): boolean {
  return setting || device;
}

/** The motion every game's table follows, kept up to date when either one changes. */
export function useReducedMotion(setting: boolean): boolean {
  const device = useSyncExternalStore(subscribe, devicePrefers, () => false);
  return reducedMotion(setting, device);
}
