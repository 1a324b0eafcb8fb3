// The service worker: registered for offline play; an update waits ("update ready") and is applied only between hands.
type Listener = (ready: boolean) => void;

let started = false;
let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

/** A new version installed while this page runs an older one: it waits until we let it take over. */
function offer(worker: ServiceWorker | null): void {
  if (!worker || waiting === worker || !navigator.serviceWorker.controller) return;
  waiting = worker;
  listeners.forEach((l) => l(true));
}

/** Registers the service worker once (no-op where unsupported, e.g. tests without a browser). */
export function startPwa(): void {
  if (started || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  const base = import.meta.env.BASE_URL;
  navigator.serviceWorker
    .register(`${base}sw.js`, { scope: base })
    .then((registration) => {
      offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed') offer(worker);
        });
      });
    })
    .catch(() => {
      // No offline play (e.g. a private window); the game runs as it is.
    });
}

/** Notified when a new version is waiting. */
export function onUpdateReady(listener: Listener): () => void {
  listeners.add(listener);
  listener(waiting !== null);
  return () => listeners.delete(listener);
}

/** Applies the waiting update (reloads the page). Call it only between hands or from the menu. */
export async function applyUpdate(): Promise<void> {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  // The generated service worker skips waiting on this message (registerType 'prompt').
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
