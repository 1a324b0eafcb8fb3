// Pausing a game: its clock stops when the tab is hidden or the person pauses, and resumes cleanly.

export type PauseReason = 'away' | 'menu';

/** What can be paused: a running game's clock. */
export interface Pausable {
  readonly clock: { pause(): void; resume(): void };
}

/**
 * Calls `onHidden` when the page is hidden and `onVisible` when it comes back.
 * Returns the function that stops watching.
 */
export function watchVisibility(
  doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>,
  onHidden: () => void,
  onVisible: () => void,
): () => void {
  const listener = () => (doc.visibilityState === 'hidden' ? onHidden() : onVisible());
  doc.addEventListener('visibilitychange', listener);
  return () => doc.removeEventListener('visibilitychange', listener);
}

/** Stops the game's time: no timer fires, bots stop thinking, the pace waits. */
export function pauseGame(game: Pausable): void {
  game.clock.pause();
}

/** Time runs again; the timers continue with the time they had left. */
export function resumeGame(game: Pausable): void {
  game.clock.resume();
}
