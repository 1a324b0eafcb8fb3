// One bot decision: the move a bot of any skill plays in a state (or on a fast board), by its parameters.
import type { Rng } from '../../../lib/rng';
import type { Board } from '../rules/board';
import { type LegalMove, legalMoveOf } from '../rules/flow';
import { createMoveBuffer } from '../rules/generate';
import { type AzacruState, boardOf } from '../rules/state';
import { basicMove } from './basic';
import type { AzacruBotParams } from './params';
import { randomMove } from './random';
import { createBoardSearch } from './search';

/** The encoded move the bot plays on a fast board, or -1 when it must pass. */
export function chooseEncoded(b: Board, params: AzacruBotParams, rng: Rng): number {
  switch (params.skill) {
    case 'random':
      return randomMove(b, createMoveBuffer(), rng);
    case 'basic':
      return basicMove(b, rng);
    case 'expert': {
      const search = createBoardSearch(b, params.search, params.evaluation, rng);
      search.run(params.search.iterations);
      return search.bestEncoded();
    }
  }
}

/** The move the bot plays in a flow state, or null when it must pass (or the game is over). */
export function chooseMove(
  state: AzacruState,
  params: AzacruBotParams,
  rng: Rng,
): LegalMove | null {
  if (state.over) return null;
  const m = chooseEncoded(boardOf(state), params, rng);
  return m < 0 ? null : legalMoveOf(m);
}
