// The service worker: registered for offline play; an update waits ("update ready") and is applied only between hands.
import { registerSW } from 'virtual:pwa-register';

type Listener = (ready: boolean) => void;

let updateReady = false;
let apply: ((reload?: boolean) => Promise<void>) | null = null;
const listeners = new Set<Listener>();

/** Registers the service worker once (no-op where unsupported, e.g. tests without a browser). */
export function startPwa(): void {
  if (apply || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  apply = registerSW({
    immediate: true,
    onNeedRefresh() {
      updateReady = true;
      listeners.forEach((l) => l(true));
    },
  });
}

/** Notified when a new version is waiting. */
export function onUpdateReady(listener: Listener): () => void {
  listeners.add(listener);
  listener(updateReady);
  return () => listeners.delete(listener);
}

/** Applies the waiting update (reloads the page). Call it only between hands or from the menu. */
export async function applyUpdate(): Promise<void> {
  if (updateReady && apply) await apply(true);
}
