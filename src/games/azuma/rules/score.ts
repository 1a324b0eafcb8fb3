// Scoring one hand from the frozen hands and the grabs, per edition; then round and game end.
import { mapPacked } from '../../../lib/packed';
import { BOMB, type Suit } from './cards';
import { type Colour, EDITIONS } from './editions';
import { type WinKind, winKindOfSuits } from './hand';
import {
  bookWith,
  type Cell,
  currentCells,
  emptyRound,
  leaders,
  openColours,
  ROUNDS_PER_GAME,
  type RoundSheet,
  type Scorebook,
} from './scorebook';

export interface Grab {
  readonly player: number;
  readonly colour: Colour;
}

/** One finished hand as the rules see it. */
export interface HandInput {
  /** The suits each player held at the instant of the first grab. */
  readonly hands: readonly (readonly Suit[])[];
  /** In the order the sticks were taken; grabs[0] is the first grabber. Empty = void hand (redeal). */
  readonly grabs: readonly Grab[];
  /** AZUMA: players who started to grab and took no stick. */
  readonly fakes?: readonly number[];
  /** AZUMA: the open colour a player chose for an X, when the rules let them choose. */
  readonly x?: Readonly<Partial<Record<number, Colour>>>;
}

export type EntryReason =
  'first' | 'grab' | 'not-needed' | 'blocked-by-bombs' | 'false-grab' | 'fake' | 'bomb-cards';

/** One line of what happened to a player in this hand, for the sheet animation and the log. */
export interface ScoreEntry {
  readonly player: number;
  readonly reason: EntryReason;
  /** The colour whose cell changed (or would have), if any. */
  readonly colour?: Colour;
  /** What was written into the cell, if anything. */
  readonly cell?: Cell;
  /** Points earned (0 if none); in tie-breaker hands these go to the tie-breaker column. */
  readonly points: number;
  /** Montezuma change (0 or negative). */
  readonly montezuma: number;
  readonly win?: WinKind | null;
}

export interface ScoredHand {
  readonly book: Scorebook;
  readonly entries: readonly ScoreEntry[];
  readonly roundEnded: boolean;
  readonly gameOver: boolean;
}

function bombCount(suits: readonly Suit[]): number {
  let n = 0;
  for (let i = 0; i < suits.length; i += 1) if (suits[i] === BOMB) n += 1;
  return n;
}

/** Where a player's X goes: the wanted cell if open, else their choice, else the first open cell. */
function xTarget(
  row: readonly Cell[],
  colours: readonly Colour[],
  wanted: number,
  choice?: Colour,
): number {
  if (wanted >= 0 && row[wanted] === null) return wanted;
  const chosen = choice === undefined ? -1 : colours.indexOf(choice);
  if (chosen >= 0 && row[chosen] === null) return chosen;
  return row.indexOf(null);
}

/** The players who must choose a cell for an X in this hand (AZUMA), with their open colours. */
export function pendingXChoices(
  book: Scorebook,
  input: Pick<HandInput, 'hands' | 'grabs' | 'fakes'>,
): { player: number; open: Colour[] }[] {
  const rules = EDITIONS[book.edition].scoring;
  if (book.phase !== 'round' || rules.falseGrab !== 'x') return [];
  const out: { player: number; open: Colour[] }[] = [];
  const first = input.grabs[0];
  if (first && winKindOfSuits(input.hands[first.player] ?? []) === null) {
    const open = openColours(book, first.player);
    if (!open.includes(first.colour) && open.length > 1) out.push({ player: first.player, open });
  }
  for (const p of rules.fakes ? (input.fakes ?? []) : []) {
    const open = openColours(book, p);
    if (open.length > 1) out.push({ player: p, open });
  }
  return out;
}

/** Whether a round is over: a row full of points, every row stuck with an X (option), or its hand limit. */
export function roundIsOver(book: Scorebook, round: RoundSheet): boolean {
  // Plain loops: this is asked after every scored hand.
  let full = false;
  let stuck = book.options.endStuckRound;
  for (let p = 0; p < round.cells.length; p += 1) {
    const row = round.cells[p] as readonly Cell[];
    let numbers = true;
    let x = false;
    for (let i = 0; i < row.length; i += 1) {
      const c = row[i];
      if (typeof c !== 'number') numbers = false;
      if (c === 'X') x = true;
    }
    if (numbers) full = true;
    if (!x) stuck = false;
  }
  const max = book.options.maxHandsPerRound;
  return full || stuck || (max !== null && round.hands >= max);
}

/** After a hand: advance the round, start tie-breaker hands, or end the game. */
function settle(book: Scorebook, roundEnded: boolean): Scorebook {
  if (book.phase === 'tiebreak') {
    const top = leaders(book);
    return top.length === 1 ? bookWith(book, { phase: 'over', winners: top }) : book;
  }
  if (!roundEnded) return book;
  const next = bookWith(book, { round: book.round + 1 });
  if (next.round < ROUNDS_PER_GAME) return next;
  const top = leaders(next);
  if (top.length > 1 && next.options.tiebreak) return bookWith(next, { phase: 'tiebreak' });
  return bookWith(next, { phase: 'over', winners: top });
}

/**
 * A grabber's entry, always as a literal of one shape (this runs in every simulated hand) and by a
 * plain function: a closure made per grab costs more than the entry.
 */
function grabEntry(
  player: number,
  colour: Colour,
  win: WinKind | null,
  montezuma: number,
  points: number,
  reason: EntryReason,
  cell: Cell | undefined,
): ScoreEntry {
  return { player, colour, win, montezuma, points, reason, cell };
}

/** Scores one hand. The input must already be valid (see checkHand). */
export function scoreHand(book: Scorebook, input: HandInput): ScoredHand {
  if (book.phase === 'over') throw new Error('the game is over: no more hands');
  const rules = EDITIONS[book.edition].scoring;
  const inRound = book.phase === 'round';
  const cells: Cell[][] = mapPacked(currentCells(book), (row) => row.slice());
  const montezuma = book.montezuma.slice();
  const tiebreak = book.tiebreak.slice();
  const entries: ScoreEntry[] = [];

  for (let i = 0; i < input.grabs.length; i += 1) {
    const grab = input.grabs[i] as Grab;
    const p = grab.player;
    const suits = input.hands[p] ?? [];
    const win = winKindOfSuits(suits);
    const ci = book.colours.indexOf(grab.colour);
    const row = cells[p] as Cell[];
    if (i === 0 && win === null) {
      if (rules.falseGrab === 'x' && inRound) {
        const t = xTarget(row, book.colours, ci, input.x?.[p]);
        if (t >= 0) row[t] = 'X';
        entries.push(
          grabEntry(
            p,
            book.colours[t] ?? grab.colour,
            win,
            0,
            0,
            'false-grab',
            t >= 0 ? 'X' : undefined,
          ),
        );
      } else if (rules.falseGrab === 'montezuma') {
        montezuma[p] = (montezuma[p] ?? 0) - rules.falseGrabMinus;
        entries.push(
          grabEntry(p, grab.colour, win, -rules.falseGrabMinus, 0, 'false-grab', undefined),
        );
      } else {
        entries.push(grabEntry(p, grab.colour, win, 0, 0, 'false-grab', undefined));
      }
      continue;
    }
    const points =
      i === 0
        ? win === 'bombs'
          ? rules.firstBombs
          : rules.firstWin
        : win === 'bombs'
          ? rules.otherBombs
          : win === 'four-three'
            ? rules.otherWin
            : rules.other;
    const reason: EntryReason = i === 0 ? 'first' : 'grab';
    const bombs = bombCount(suits);
    if (rules.partialBombs === 'block' && bombs > 0 && bombs < 3) {
      entries.push(grabEntry(p, grab.colour, win, 0, 0, 'blocked-by-bombs', undefined));
    } else if (!inRound) {
      tiebreak[p] = (tiebreak[p] ?? 0) + points;
      entries.push(grabEntry(p, grab.colour, win, 0, points, reason, undefined));
    } else if (row[ci] === null) {
      row[ci] = points;
      entries.push(grabEntry(p, grab.colour, win, 0, points, reason, points));
    } else {
      entries.push(grabEntry(p, grab.colour, win, 0, 0, 'not-needed', undefined));
    }
  }

  if (rules.partialBombs === 'minus-per-card' && input.grabs.length > 0) {
    input.hands.forEach((suits, p) => {
      const bombs = bombCount(suits);
      if (bombs > 0 && bombs < 3) {
        montezuma[p] = (montezuma[p] ?? 0) - bombs;
        entries.push({ player: p, reason: 'bomb-cards', points: 0, montezuma: -bombs });
      }
    });
  }

  if (rules.fakes && inRound) {
    for (const p of input.fakes ?? []) {
      const row = cells[p] as Cell[];
      const t = xTarget(row, book.colours, -1, input.x?.[p]);
      if (t >= 0) row[t] = 'X';
      entries.push({
        player: p,
        reason: 'fake',
        colour: book.colours[t],
        cell: t >= 0 ? 'X' : undefined,
        points: 0,
        montezuma: 0,
      });
    }
  }

  let next = bookWith(book, { montezuma, tiebreak, hands: book.hands + 1 });
  let roundEnded = false;
  if (inRound) {
    const prev = book.rounds[book.round] ?? emptyRound(book.players, book.colours.length);
    const round: RoundSheet = { cells, hands: prev.hands + 1 };
    const rounds: RoundSheet[] = [];
    const kept = Math.min(book.round, book.rounds.length);
    for (let r = 0; r < kept; r += 1) rounds.push(book.rounds[r] as RoundSheet);
    rounds.push(round);
    next = bookWith(next, { rounds });
    roundEnded = roundIsOver(next, round);
  }
  next = settle(next, roundEnded);
  return { book: next, entries, roundEnded, gameOver: next.phase === 'over' };
}
