// A bots-only game through the turn flow (the fast loop): each seat's bot chooses, the flow steps, until the game is over.
import { createRng } from '../../../lib/rng';
import { chooseMove } from '../bots/choose';
import type { AzacruBotParams } from '../bots/params';
import { choiceSeed } from '../bots/stream';
import type { PlayerCount } from '../rules/board';
import { entriesOfStep } from '../rules/entries';
import type { AzacruEvent } from '../rules/events';
import { step } from '../rules/flow';
import type { Entry } from '../rules/record';
import { winnersOf } from '../rules/score';
import { type AzacruState, newGame, scoresOf } from '../rules/state';

/**
 * Turns after which a bots-only game is stopped and scored as it stands. The rules have no limit,
 * and chevrons can circle on their own fields for ever; bots rarely get near this.
 */
export const MAX_TURNS = 1000;

export interface GameResult {
  readonly scores: number[];
  /** 0-based seats with the highest score. */
  readonly winners: number[];
  readonly turns: number;
  /** True when the game hit MAX_TURNS. */
  readonly capped: boolean;
  /** Per seat: decisions made and total decision time (ms, wall clock). */
  readonly decisions: number[];
  readonly thinkMs: number[];
  /** The game's record: every turn, forced passes written out (the referee's entries). */
  readonly moves: Entry[];
  /** The final position. */
  readonly state: AzacruState;
}

/**
 * Plays one game; seat i is played by bots[i]. Each decision draws from its own stream, seeded by
 * the game's seed, the seat and the turn (bots/stream.ts), exactly as the table machine's bots do,
 * so both play the same game for the same seed.
 */
export function playGame(
  players: PlayerCount,
  bots: readonly AzacruBotParams[],
  seed: number,
  now: () => number = () => performance.now(),
): GameResult {
  const decisions = new Array<number>(players).fill(0);
  const thinkMs = new Array<number>(players).fill(0);
  const moves: Entry[] = [];
  let state: AzacruState = newGame(players);
  while (!state.over && state.turn < MAX_TURNS) {
    const seat = state.toMove ?? 0;
    const bot = bots[seat];
    if (!bot) throw new Error(`no bot for seat ${seat}`);
    const start = now();
    const move = chooseMove(state, bot, createRng(choiceSeed(seed, seat, state.turn)));
    thinkMs[seat] = (thinkMs[seat] ?? 0) + now() - start;
    decisions[seat] = (decisions[seat] ?? 0) + 1;
    const event: AzacruEvent =
      move === null
        ? { type: 'PASS', player: seat }
        : {
            type: 'MOVE',
            player: seat,
            from: move.from,
            to: move.to,
            ...(move.twist ? { twist: move.twist } : {}),
          };
    const r = step(state, event);
    if (!r.ok) throw new Error(`the flow refused a bot's move: ${r.refusal.message}`);
    moves.push(...entriesOfStep(event, r.effects));
    state = r.state;
  }
  const scores = scoresOf(state);
  return {
    scores,
    winners: winnersOf(scores),
    turns: state.turn,
    capped: !state.over,
    decisions,
    thinkMs,
    moves,
    state,
  };
}
