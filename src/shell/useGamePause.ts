// A running game's pause, for every game's overlay: by the person (the menu or Back) or when the tab is hidden; sound follows.
import { useCallback, useEffect, useState } from 'react';
import { holdPulses } from '../table/animate';
import type { SoundBank } from './audio/bank';
import { type Pausable, type PauseReason, pauseGame, resumeGame, watchVisibility } from './pause';

export function useGamePause(
  game: Pausable,
  sounds: SoundBank,
  /** A finished game is not paused when the tab is hidden (its end screen waits anyway). */
  isOver: () => boolean,
): {
  readonly paused: PauseReason | null;
  readonly pause: (reason: PauseReason) => void;
  readonly resume: () => void;
} {
  const [paused, setPaused] = useState<PauseReason | null>(null);
  const pause = useCallback(
    (reason: PauseReason) => {
      pauseGame(game);
      // The table behind the pause menu draws no pulse (a phone's battery, a glow nobody sees).
      holdPulses(true);
      setPaused((p) => p ?? reason);
    },
    [game],
  );
  const resume = useCallback(() => {
    sounds.unlock();
    resumeGame(game);
    holdPulses(false);
    setPaused(null);
  }, [game, sounds]);
  // A game left from its pause menu leaves no pulse held for the next.
  useEffect(() => () => holdPulses(false), []);
  useEffect(
    () =>
      watchVisibility(
        document,
        () => {
          sounds.suspend();
          if (!isOver()) pause('away');
        },
        () => sounds.resume(),
      ),
    [sounds, pause, isOver],
  );
  // The browser's or the phone's Back pauses the game rather than change the page under it: a
  // history entry of the game's own is taken back each time (leaving is the pause's Leave).
  useEffect(() => {
    history.pushState({ game: true }, '');
    const onBack = () => {
      history.pushState({ game: true }, '');
      pause('menu');
    };
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, [pause]);
  return { paused, pause, resume };
}
