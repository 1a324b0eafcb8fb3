// The plain, serializable game state of the turn flow, and its conversion to and from the fast board.
import {
  type Board,
  CHEVRON,
  clearBoard,
  COLOUR,
  createBoard,
  END_TRIGGER,
  FACING,
  FINAL_TURNS_LEFT,
  NONE,
  OVER,
  paintField,
  placeChevron,
  type PlayerCount,
  PLAYERS,
  TO_MOVE,
} from './board';
import { FIELDS } from './fields';
import { setUp } from './setup';

export interface Chevron {
  /** Owner, 0-based (player 1 is 0). */
  readonly player: number;
  /** Field 0..80 (rank * 9 + file). */
  readonly field: number;
  /** Facing 0..7, clockwise from N. */
  readonly facing: number;
}

/** Everything the rules need to continue a game; plain JSON. Players are 0-based seats. */
export interface AzacruState {
  readonly players: PlayerCount;
  /** Colour of each field 0..80: null (neutral) or the player whose marker lies there. */
  readonly colours: readonly (number | null)[];
  /** The chevrons on the board, in field order. */
  readonly chevrons: readonly Chevron[];
  /** The player to move, or null once the game is over. */
  readonly toMove: number | null;
  /** The player whose pass triggered the end, or null. */
  readonly endTriggeredBy: number | null;
  /** Turns still to play in the final round (0 before the end is triggered and when over). */
  readonly finalTurnsLeft: number;
  readonly over: boolean;
  /** Turns played so far (moves and passes). */
  readonly turn: number;
}

/** The state of a board (the board is not kept). */
export function stateOf(b: Board, turn: number): AzacruState {
  const colours: (number | null)[] = [];
  const chevrons: Chevron[] = [];
  for (let f = 0; f < FIELDS; f += 1) {
    const colour = b[COLOUR + f] ?? NONE;
    colours.push(colour === NONE ? null : colour);
    const owner = b[CHEVRON + f] ?? NONE;
    if (owner !== NONE) chevrons.push({ player: owner, field: f, facing: b[FACING + f] ?? 0 });
  }
  const toMove = b[TO_MOVE] ?? NONE;
  const trigger = b[END_TRIGGER] ?? NONE;
  return {
    players: (b[PLAYERS] ?? 2) as PlayerCount,
    colours,
    chevrons,
    toMove: toMove === NONE ? null : toMove,
    endTriggeredBy: trigger === NONE ? null : trigger,
    finalTurnsLeft: b[FINAL_TURNS_LEFT] ?? 0,
    over: b[OVER] === 1,
    turn,
  };
}

/** A fast board holding the state (chevrons enter in field order). */
export function boardOf(state: AzacruState, b: Board = createBoard()): Board {
  clearBoard(b, state.players);
  state.colours.forEach((colour, f) => {
    if (colour !== null) paintField(b, f, colour);
  });
  for (const c of state.chevrons) placeChevron(b, c.player, c.field, c.facing);
  b[TO_MOVE] = state.toMove ?? NONE;
  b[END_TRIGGER] = state.endTriggeredBy ?? NONE;
  b[FINAL_TURNS_LEFT] = state.finalTurnsLeft;
  b[OVER] = state.over ? 1 : 0;
  return b;
}

/** A new game for 2, 3 or 4 players: the set-up, player 1 to move. */
export function newGame(players: PlayerCount): AzacruState {
  return stateOf(setUp(players), 0);
}

/** Fields of each player's colour (the scores). */
export function scoresOf(state: AzacruState): number[] {
  const out = new Array<number>(state.players).fill(0);
  for (const c of state.colours) if (c !== null) out[c] = (out[c] ?? 0) + 1;
  return out;
}
