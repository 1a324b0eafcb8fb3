// Pausing the game: the clock stops when the tab is hidden or the person pauses, and resumes cleanly.
import type { GameHandle } from '../games/azuma/game';

export type PauseReason = 'away' | 'menu';

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

/** Stops the table's time: no timer fires, bots stop thinking, the pace waits. */
export function pauseGame(game: GameHandle): void {
  game.clock.pause();
}

/** Time runs again; the timers continue with the time they had left. */
export function resumeGame(game: GameHandle): void {
  game.clock.resume();
}
