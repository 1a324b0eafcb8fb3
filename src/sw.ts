// The service worker: precaches the built game (the list vite-plugin-pwa injects) for offline play; an update waits until the page asks.

/** What the service worker needs of its global scope (declared here: the DOM and WebWorker libraries clash in one program). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEvent {
  readonly data: unknown;
}
interface ServiceWorkerScope {
  readonly registration: { readonly scope: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (e: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (e: MessageEventLike) => void): void;
}

declare global {
  interface Window {
    /** The build's files, injected by vite-plugin-pwa (injectManifest): hashed names have no revision. */
    readonly __WB_MANIFEST: readonly { readonly url: string; readonly revision: string | null }[];
  }
}
export {};

/** The worker's own scope (typed above; `self` is typed as a window in this program). */
const sw = self as unknown as ServiceWorkerScope;

/** Every version's cache has this prefix; the current one is named by the whole list's revisions. */
const PREFIX = 'azuma3d-precache-';

/** One entry's cache key: its URL, with its revision when the name carries no hash of its own. */
function keyOf(entry: { readonly url: string; readonly revision: string | null }): string {
  const url = new URL(entry.url, sw.registration.scope);
  if (entry.revision) url.searchParams.set('__rev', entry.revision);
  return url.href;
}

// Written out as `self.__WB_MANIFEST`: the build replaces exactly that text with the list.
const ENTRIES = self.__WB_MANIFEST;
/** The URL a page asks for, to the key it is cached under. */
const KEYS = new Map(ENTRIES.map((e) => [new URL(e.url, sw.registration.scope).href, keyOf(e)]));
const INDEX = new URL('index.html', sw.registration.scope).href;

/** A short stable name for this version's list (FNV-1a over the keys). */
function versionOf(keys: readonly string[]): string {
  let h = 0x811c9dc5;
  for (const k of keys)
    for (let i = 0; i < k.length; i += 1) h = Math.imul(h ^ k.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}
const CACHE = PREFIX + versionOf([...KEYS.values()].sort());

/** Fills this version's cache: an entry an older version holds is copied, the rest fetched. */
async function precache(): Promise<void> {
  const cache = await caches.open(CACHE);
  const older = (await caches.keys()).filter((n) => n.startsWith(PREFIX) && n !== CACHE);
  await Promise.all(
    ENTRIES.map(async (entry) => {
      const key = keyOf(entry);
      if (await cache.match(key)) return;
      for (const name of older) {
        const hit = await (await caches.open(name)).match(key);
        if (hit) return cache.put(key, hit);
      }
      const response = await fetch(new URL(entry.url, sw.registration.scope).href, {
        cache: 'reload',
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`precache: ${entry.url} answered ${response.status}`);
      return cache.put(key, response);
    }),
  );
}

sw.addEventListener('install', (e) => e.waitUntil(precache()));

sw.addEventListener('activate', (e) =>
  e.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)),
        ),
      ),
  ),
);

// The page lets a waiting version take over only between hands (src/shell/pwa.ts).
sw.addEventListener('message', (e) => {
  const data = e.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void sw.skipWaiting();
});

sw.addEventListener('fetch', (e) => {
  const request = e.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  url.hash = '';
  const href = url.href;
  // A page of the app (any query: seeds, languages, games) is the built index.html.
  const key =
    request.mode === 'navigate' && href.startsWith(sw.registration.scope)
      ? KEYS.get(INDEX)
      : KEYS.get(href);
  if (!key) return;
  e.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(key))
      .then((hit) => hit ?? fetch(request)),
  );
});
