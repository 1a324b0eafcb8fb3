// Keeps the screen awake while a game is on screen, where the browser supports the Wake Lock API.

interface WakeLockSentinelLike {
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

/** Holds a screen wake lock until the returned function is called; re-acquires it when the tab returns. */
export function holdWakeLock(): () => void {
  const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
  if (!wakeLock) return () => undefined;
  let sentinel: WakeLockSentinelLike | null = null;
  let active = true;
  const acquire = () => {
    if (!active || document.visibilityState !== 'visible') return;
    wakeLock.request('screen').then(
      (s) => {
        sentinel = s;
      },
      () => undefined, // refused (battery saver, no user gesture yet): play on without it
    );
  };
  const onVisible = () => acquire();
  document.addEventListener('visibilitychange', onVisible);
  acquire();
  return () => {
    active = false;
    document.removeEventListener('visibilitychange', onVisible);
    void sentinel?.release().catch(() => undefined);
  };
}
