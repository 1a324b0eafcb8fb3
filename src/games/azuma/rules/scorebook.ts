// The score sheet as a pure value: cells per round, Montezuma, tie-breaker points, phase and winners.
import { mapPacked } from '../../../lib/packed';
import type { Colour, EditionId, PlayerCount } from './editions';
import { EDITIONS, sheetColours } from './editions';
import { type RuleOptions, resolveOptions, type RuleOptionsInput } from './options';

/** A cell of the sheet: points, an X (AZUMA penalty), or empty (the colour is still needed). */
export type Cell = number | 'X' | null;

export const ROUNDS_PER_GAME = 3;

export interface RoundSheet {
  /** cells[player][colour index in sheet order] */
  readonly cells: readonly (readonly Cell[])[];
  /** Hands scored in this round. */
  readonly hands: number;
}

export type Phase = 'round' | 'tiebreak' | 'over';

export interface Scorebook {
  readonly edition: EditionId;
  readonly players: PlayerCount;
  readonly options: RuleOptions;
  readonly colours: readonly Colour[];
  /** Rounds in which at least one hand was scored, in order. */
  readonly rounds: readonly RoundSheet[];
  /** The round the next hand belongs to (0-based); ROUNDS_PER_GAME once the three rounds are over. */
  readonly round: number;
  readonly montezuma: readonly number[];
  readonly tiebreak: readonly number[];
  readonly phase: Phase;
  /** Empty until the game is over. */
  readonly winners: readonly number[];
  /** Hands scored in the whole game, void hands included. */
  readonly hands: number;
}

export function newScorebook(
  edition: EditionId,
  players: PlayerCount,
  options: RuleOptionsInput = {},
): Scorebook {
  const ed = EDITIONS[edition];
  return {
    edition,
    players,
    options: resolveOptions(ed, options),
    colours: sheetColours(ed, players),
    rounds: [],
    round: 0,
    montezuma: new Array<number>(players).fill(0),
    tiebreak: new Array<number>(players).fill(0),
    phase: 'round',
    winners: [],
    hands: 0,
  };
}

/**
 * A copy of a book with some fields changed. Always the same literal with the same key order (every
 * book has one shape), which keeps scoring fast when a simulator scores thousands of hands.
 */
export function bookWith(book: Scorebook, changes: Partial<Scorebook>): Scorebook {
  return {
    edition: changes.edition ?? book.edition,
    players: changes.players ?? book.players,
    options: changes.options ?? book.options,
    colours: changes.colours ?? book.colours,
    rounds: changes.rounds ?? book.rounds,
    round: changes.round ?? book.round,
    montezuma: changes.montezuma ?? book.montezuma,
    tiebreak: changes.tiebreak ?? book.tiebreak,
    phase: changes.phase ?? book.phase,
    winners: changes.winners ?? book.winners,
    hands: changes.hands ?? book.hands,
  };
}

/** An empty round: every cell open. */
export function emptyRound(players: number, colours: number): RoundSheet {
  const cells: Cell[][] = [];
  for (let p = 0; p < players; p += 1) cells.push(new Array<Cell>(colours).fill(null));
  return { cells, hands: 0 };
}

const EMPTY_ROUNDS = new Map<number, RoundSheet>();

/** A shared, read-only empty round (cells are never mutated in place). */
function sharedEmptyRound(players: number, colours: number): RoundSheet {
  const key = players * 8 + colours;
  let round = EMPTY_ROUNDS.get(key);
  if (!round) {
    round = emptyRound(players, colours);
    EMPTY_ROUNDS.set(key, round);
  }
  return round;
}

/** The cells of the round being played now (empty if it has not started yet). */
export function currentCells(book: Scorebook): readonly (readonly Cell[])[] {
  return (book.rounds[book.round] ?? sharedEmptyRound(book.players, book.colours.length)).cells;
}

/** Whether a player still needs a colour this round: its cell holds neither a number nor an X. */
export function needs(book: Scorebook, player: number, colour: Colour): boolean {
  if (book.phase !== 'round') return false;
  const index = book.colours.indexOf(colour);
  return index >= 0 && currentCells(book)[player]?.[index] === null;
}

/** The colours whose cells are open for a player this round, in sheet order. */
export function openColours(book: Scorebook, player: number): Colour[] {
  if (book.phase !== 'round') return [];
  const row = currentCells(book)[player] ?? [];
  return book.colours.filter((_, i) => row[i] === null);
}

/** Sum of the numbers in a row of cells. */
export function cellPoints(row: readonly Cell[]): number {
  return row.reduce<number>((sum, cell) => sum + (typeof cell === 'number' ? cell : 0), 0);
}

/** Each player's points in one round. */
export function roundPoints(round: RoundSheet): number[] {
  return mapPacked(round.cells, cellPoints);
}

/** Each player's grand total: all rounds + Montezuma (0 or less) + tie-breaker points. */
export function totals(book: Scorebook): number[] {
  const out: number[] = [];
  for (let p = 0; p < book.players; p += 1) {
    let rounds = 0;
    for (let r = 0; r < book.rounds.length; r += 1)
      rounds += cellPoints((book.rounds[r] as RoundSheet).cells[p] ?? []);
    out.push(rounds + (book.montezuma[p] ?? 0) + (book.tiebreak[p] ?? 0));
  }
  return out;
}

/** The players with the highest total. */
export function leaders(book: Scorebook): number[] {
  const t = totals(book);
  // The largest total as Math.max finds it (NaN if any is NaN: then nobody leads).
  let top = -Infinity;
  for (let p = 0; p < t.length; p += 1) {
    const v = t[p] as number;
    if (v > top || Number.isNaN(v)) top = v;
  }
  const out: number[] = [];
  for (let p = 0; p < t.length; p += 1) if (t[p] === top) out.push(p);
  return out;
}
