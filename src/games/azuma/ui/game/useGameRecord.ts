// Follows the game for the end screen: the person's reaction times, and the lifetime stats saved at game over.
import { useEffect, useRef, useState } from 'react';
import { useGame } from '../../view/GameContext';
import { type GameHandle, PERSON } from '../../game';
import { ReactionLog, type Reaction } from '../reactions';
import { type LifetimeStats, loadStats, recordGame, saveStats } from '../../stats';
import { selectReactionState } from '../../view/hints';

export interface GameRecord {
  /** The person's grabs with their reaction times, so far. */
  readonly reactions: () => readonly Reaction[];
  /** Lifetime stats after this game is counted; null until the game is over. */
  readonly lifetime: LifetimeStats | null;
  /** The stored stats were unreadable and started again. */
  readonly badStats: boolean;
}

/**
 * Follows a running game: the person's reactions, and at game over the lifetime stats counted once
 * (when `countGame`). Returns the stop function.
 */
export function followGame(
  game: { readonly actor: GameHandle['actor']; readonly clock: { now(): number } },
  log: ReactionLog,
  countGame: boolean,
  onOver: (lifetime: LifetimeStats, bad: boolean) => void,
): () => void {
  const { actor, clock } = game;
  let counted = false;
  const look = () => {
    const { hand, state } = selectReactionState(actor.getSnapshot());
    log.observe(hand, state, clock.now());
  };
  look();
  const snapshots = actor.subscribe(look);
  const grabs = actor.on('grab', (e) => log.grab(e));
  const over = actor.on('gameOver', (e) => {
    const loaded = loadStats();
    const count = countGame && !counted;
    counted = true;
    const next = count
      ? recordGame(
          loaded.stats,
          e.winners.includes(PERSON),
          log.reactions.map((r) => r.ms),
          log.reactions.filter((r) => r.kind === 'after-grab').map((r) => r.ms),
        )
      : loaded.stats;
    if (count) saveStats(next);
    onOver(next, loaded.bad);
  });
  return () => {
    snapshots.unsubscribe();
    grabs.unsubscribe();
    over.unsubscribe();
  };
}

export function useGameRecord(countGame: boolean): GameRecord {
  const game = useGame();
  const log = useRef(new ReactionLog(PERSON));
  const [lifetime, setLifetime] = useState<LifetimeStats | null>(null);
  const [badStats, setBadStats] = useState(false);

  useEffect(
    () =>
      followGame(game, log.current, countGame, (next, bad) => {
        setBadStats(bad);
        setLifetime(next);
      }),
    [game, countGame],
  );

  return { reactions: () => log.current.reactions, lifetime, badStats };
}
