// The score sheet as the referee prints it: rounds of cells by colour, Montezuma, tie-breaker, totals, winners.
import type { Colour } from './editions';
import { type Cell, roundPoints, type Scorebook, totals } from './scorebook';

export interface SheetJson {
  rounds: { cells: Partial<Record<Colour, Cell>>[]; points: number[] }[];
  montezuma: number[];
  tiebreak: number[];
  total: number[];
  over: boolean;
  winners: number[];
}

export function sheetJson(book: Scorebook): SheetJson {
  return {
    rounds: book.rounds.map((round) => ({
      cells: round.cells.map((row) =>
        Object.fromEntries(book.colours.map((colour, i) => [colour, row[i] ?? null])),
      ),
      points: roundPoints(round),
    })),
    montezuma: book.montezuma.slice(),
    tiebreak: book.tiebreak.slice(),
    total: totals(book),
    over: book.phase === 'over',
    winners: book.winners.slice(),
  };
}
