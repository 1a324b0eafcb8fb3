// Follows the game for the end screen: the person's reaction times, and the lifetime stats saved at game over.
import { useEffect, useRef, useState } from 'react';
import { useGame } from '../../app/GameContext';
import { PERSON } from '../../app/game';
import { ReactionLog, type Reaction } from '../../app/reactions';
import { type LifetimeStats, loadStats, recordGame, saveStats } from '../../app/stats';
import { holdsWinningHand } from './hints';

export interface GameRecord {
  /** The person's grabs with their reaction times, so far. */
  readonly reactions: () => readonly Reaction[];
  /** Lifetime stats after this game is counted; null until the game is over. */
  readonly lifetime: LifetimeStats | null;
  /** The stored stats were unreadable and started again. */
  readonly badStats: boolean;
}

export function useGameRecord(countGame: boolean): GameRecord {
  const game = useGame();
  const log = useRef(new ReactionLog(PERSON));
  const [lifetime, setLifetime] = useState<LifetimeStats | null>(null);
  const [badStats, setBadStats] = useState(false);

  useEffect(() => {
    const { actor, clock } = game;
    const reactionLog = log.current;
    const look = () => {
      const s = actor.getSnapshot();
      const state = s.hasTag('passing') && s.context.grabs.length === 0 ? 'no' : 'other';
      const win = holdsWinningHand(s, PERSON);
      reactionLog.observe(s.context.handNo, win ? 'win' : state, clock.now());
    };
    look();
    const snapshots = actor.subscribe(look);
    const grabs = actor.on('grab', (e) => reactionLog.grab(e));
    const over = actor.on('gameOver', (e) => {
      const loaded = loadStats();
      const next = countGame
        ? recordGame(
            loaded.stats,
            e.winners.includes(PERSON),
            reactionLog.reactions.map((r) => r.ms),
          )
        : loaded.stats;
      if (countGame) saveStats(next);
      setBadStats(loaded.bad);
      setLifetime(next);
    });
    return () => {
      snapshots.unsubscribe();
      grabs.unsubscribe();
      over.unsubscribe();
    };
  }, [game, countGame]);

  return { reactions: () => log.current.reactions, lifetime, badStats };
}
