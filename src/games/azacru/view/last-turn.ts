// The last turn on show, from the move list: the latest move and the passes after it (the overlay's line), and the moves since the person's own (the board frames them).
import * as T from '../../../../statecharts/azacru/selectors';
import { playerOfEntry } from '../rules/entries';
import { fieldIndex } from '../rules/fields';
import { type GainsRun, gainsRun, type MoveGain } from '../rules/gains';
import type { Entry } from '../rules/record';
import { PERSON } from '../game';

/**
 * A move that was played: who, from where to where, the chevron's turn at the end, the fields its
 * connection change converted (how many, and which) and whether its chevron left the board.
 */
export interface LastMove {
  readonly player: number;
  readonly from: number;
  readonly to: number;
  readonly twist: 'left' | 'right' | null;
  readonly converted: number;
  /** The fields it converted (the board frames them with the move). */
  readonly taken: readonly number[];
  readonly removed: boolean;
}

const NONE_TAKEN: readonly number[] = [];

/** Gains of the entries of a move list, by index (null: a pass, or not known). */
type Gains = readonly (MoveGain | null)[];

/** The move of entry `i` (not a pass) by `player`, with its gains when known. */
function lastMove(
  entry: Exclude<Entry, { pass: true }>,
  i: number,
  player: number,
  gains: Gains,
): LastMove {
  const gain = gains[i] ?? null;
  return {
    player,
    from: fieldIndex(entry.from),
    to: fieldIndex(entry.to),
    twist: entry.twist === 'left' || entry.twist === 'right' ? entry.twist : null,
    converted: gain?.converted ?? 0,
    taken: gain?.taken ?? NONE_TAKEN,
    removed: gain?.removed ?? false,
  };
}

/** The gains of a table's move list: the last list's run, extended by the entries of each step. */
let lastRun: GainsRun | null = null;
function gainsOfTable(s: T.AzacruSnapshot): Gains {
  const moves = T.selectMoves(s);
  if (lastRun?.entries !== moves) lastRun = gainsRun(T.selectPosition(s).players, moves, lastRun);
  return lastRun.gains;
}

/**
 * The latest move, and the players who passed after it (in turn order). A pass moves nothing, so
 * the latest move stays the last move on the board; the passes are told beside it, never drawn.
 */
export interface LastTurn {
  readonly move: LastMove | null;
  readonly passes: readonly number[];
}

export const NO_LAST_TURN: LastTurn = { move: null, passes: [] };

/** The last turn among the first `shown` entries of a move list at a table of `players`. */
export function lastTurnOf(
  moves: readonly Entry[],
  shown: number,
  players: number,
  gains: Gains = [],
): LastTurn {
  const passes: number[] = [];
  for (let i = Math.min(shown, moves.length) - 1; i >= 0; i -= 1) {
    const entry = moves[i];
    if (!entry) break;
    const player = playerOfEntry(i, players);
    if ('pass' in entry) {
      passes.unshift(player);
      continue;
    }
    return { move: lastMove(entry, i, player, gains), passes };
  }
  return passes.length === 0 ? NO_LAST_TURN : { move: null, passes };
}

/**
 * The last turn as the table shows it: a step's entries count from the moment their beat starts
 * (a forced pass is told when its notice comes, not with the move before it).
 */
export const selectLastTurn = (s: T.AzacruSnapshot): LastTurn =>
  lastTurnOf(T.selectMoves(s), T.selectTurnsShown(s), T.selectPosition(s).players, gainsOfTable(s));

/** The latest move on show (what the board frames), or null. */
export const selectLastMove = (s: T.AzacruSnapshot): LastMove | null => selectLastTurn(s).move;

/**
 * The moves the person has not answered yet, latest first: every move after the person's own last
 * entry (at most a round: the other players' turns), or the latest move alone when the person's
 * entry is the latest. At a table of four the three bots' moves stay marked until the person moves.
 */
export function recentMovesOf(
  moves: readonly Entry[],
  shown: number,
  players: number,
  person: number = PERSON,
  gains: Gains = [],
): readonly LastMove[] {
  const end = Math.min(shown, moves.length);
  const out: LastMove[] = [];
  for (let i = end - 1; i >= 0 && i >= end - (players - 1); i -= 1) {
    const player = playerOfEntry(i, players);
    if (player === person && i < end - 1) break;
    const entry = moves[i];
    if (entry && !('pass' in entry)) out.push(lastMove(entry, i, player, gains));
    if (player === person) break;
  }
  if (out.length > 0) return out;
  // Only passes since: the latest move stays marked, as the line under the board tells it.
  const latest = lastTurnOf(moves, shown, players, gains).move;
  return latest ? [latest] : [];
}

/** The moves the board frames now (recentMovesOf on what the table shows). */
export const selectRecentMoves = (s: T.AzacruSnapshot): readonly LastMove[] =>
  recentMovesOf(
    T.selectMoves(s),
    T.selectTurnsShown(s),
    T.selectPosition(s).players,
    PERSON,
    gainsOfTable(s),
  );

export const sameLastMove = (a: LastMove | null, b: LastMove | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.player === b.player &&
    a.from === b.from &&
    a.to === b.to &&
    a.twist === b.twist &&
    a.converted === b.converted &&
    a.taken.join() === b.taken.join() &&
    a.removed === b.removed);

export const sameMoves = (a: readonly LastMove[], b: readonly LastMove[]): boolean =>
  a === b || (a.length === b.length && a.every((m, i) => sameLastMove(m, b[i] ?? null)));

export const sameLastTurn = (a: LastTurn, b: LastTurn): boolean =>
  sameLastMove(a.move, b.move) && a.passes.join() === b.passes.join();

/**
 * The others' moves the person has not answered yet, in the order they were played, when there
 * are two or more (a table of three or four): the line under the board tells them all, not only
 * the latest. Null when one move (or none) is to tell.
 */
export function unansweredMoves(
  recent: readonly LastMove[],
  person: number = PERSON,
): readonly LastMove[] | null {
  const others = recent.filter((m) => m.player !== person);
  return others.length >= 2 ? others.slice().reverse() : null;
}
