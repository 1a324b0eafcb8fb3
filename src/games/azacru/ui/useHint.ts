// The hint button: asks the expert (in the worker) for the person's move and lays it out as the person's choice, to confirm or change.
import { useCallback, useEffect, useRef, useState } from 'react';
import { hintParams } from '../game';
import type { SearchJob } from '../worker/host';
import { personActions, useGame } from '../view/GameContext';
import { selectMyTurn, selectPosition } from '../view/selectors';

export function useHint(): { thinking: boolean; ask: () => void } {
  const game = useGame();
  const [thinking, setThinking] = useState(false);
  const job = useRef<SearchJob | null>(null);
  useEffect(
    () => () => {
      job.current?.cancel();
      job.current = null;
    },
    [game],
  );
  const ask = useCallback(() => {
    const snapshot = game.actor.getSnapshot();
    if (!selectMyTurn(snapshot) || job.current) return;
    const state = selectPosition(snapshot);
    setThinking(true);
    job.current = game.host.start(
      {
        state,
        params: hintParams(game.config.players),
        seed: (game.config.seed ^ (state.turn * 0x9e3779b1)) >>> 0,
        maxMs: 1000,
      },
      {
        done: (r) => {
          job.current = null;
          setThinking(false);
          const now = game.actor.getSnapshot();
          if (!r.move || !selectMyTurn(now) || selectPosition(now) !== state) return;
          const act = personActions(game);
          act.chevron(r.move.from);
          act.target(r.move.to);
          act.twist(r.move.twist ?? 'none');
        },
        failed: () => {
          job.current = null;
          setThinking(false);
        },
      },
    );
  }, [game]);
  return { thinking, ask };
}
