// Whether a score sheet is one the rules can reach for its edition, player count and options: a message, or null.
import { EDITIONS, type EditionId, type PlayerCount, sheetColours } from './editions';
import { OPTION_KEYS, resolveOptions, type RuleOptionsInput } from './options';
import { roundIsOver } from './score';
import { type Cell, leaders, ROUNDS_PER_GAME, type Scorebook } from './scorebook';

/** The most Montezuma minus points one player can take in one hand (ZUMA DE: a false grab and 2 bombs). */
const MOST_MINUS_PER_HAND = 4;
/** The most tie-breaker points one hand gives (all three bombs in AZUMA). */
const MOST_POINTS_PER_HAND = 3;

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

function checkCells(book: Scorebook): string | null {
  const rules = EDITIONS[book.edition].scoring;
  const numbers = new Set([
    rules.firstWin,
    rules.firstBombs,
    rules.otherWin,
    rules.otherBombs,
    rules.other,
  ]);
  const xs = rules.falseGrab === 'x' || rules.fakes;
  const possible = (cell: Cell) => cell === null || (cell === 'X' ? xs : numbers.has(cell));
  for (const [r, round] of book.rounds.entries()) {
    if (round.cells.length !== book.players) return `round ${r + 1} of the sheet is malformed`;
    let scored = 0;
    for (const row of round.cells) {
      if (row.length !== book.colours.length) return `a row of round ${r + 1} is malformed`;
      if (!row.every(possible))
        return `a cell of the sheet holds an impossible value in ${book.edition}`;
      scored += row.filter((c) => typeof c === 'number').length;
    }
    if (scored > round.hands * (book.players - 1))
      return `round ${r + 1} holds more scores than its ${round.hands} hands can give`;
  }
  return null;
}

function checkRounds(book: Scorebook): string | null {
  const { round, rounds, phase, options } = book;
  const max = options.maxHandsPerRound;
  if (phase === 'round') {
    if (round >= ROUNDS_PER_GAME) return 'the sheet is past its last round but not finished';
    if (rounds.length !== round && rounds.length !== round + 1)
      return `the sheet's round ${round + 1} does not match its ${rounds.length} rounds`;
  } else if (round !== ROUNDS_PER_GAME || rounds.length !== ROUNDS_PER_GAME) {
    return `the sheet says "${phase}" before the end of round ${ROUNDS_PER_GAME}`;
  }
  for (const [r, sheet] of rounds.entries()) {
    const over = roundIsOver(book, sheet);
    if (r < round && !over) return `round ${r + 1} of the sheet is not over`;
    if (r === round && over) return `round ${r + 1} of the sheet is over but still played`;
    if (max !== null && sheet.hands > max) return `round ${r + 1} has more than ${max} hands`;
  }
  const current = rounds[round];
  if (
    phase === 'round' &&
    current &&
    !options.endStuckRound &&
    max === null &&
    current.cells.every((row) => row.includes('X'))
  )
    return 'the current round can never end (everyone has an X in it)';
  return null;
}

function checkColumns(book: Scorebook): string | null {
  const azuma = EDITIONS[book.edition].scoring.falseGrab === 'x';
  const roundHands = book.rounds.reduce((sum, r) => sum + r.hands, 0);
  const extra = book.hands - roundHands;
  if (extra < 0) return `the sheet counts ${book.hands} hands but its rounds hold ${roundHands}`;
  const tiebreakHands = book.phase !== 'round' && book.options.tiebreak;
  if (extra > 0 && !tiebreakHands)
    return `the sheet counts ${book.hands} hands but its rounds hold ${roundHands}`;
  if (book.montezuma.length !== book.players) return 'the montezuma column is malformed';
  if (book.tiebreak.length !== book.players) return 'the tiebreak column is malformed';
  for (const m of book.montezuma) {
    if (m > 0) return 'Montezuma points are never positive';
    if (azuma && m !== 0) return 'AZUMA has no Montezuma points';
    if (m < -MOST_MINUS_PER_HAND * book.hands)
      return 'the Montezuma column holds more minus points than the hands can give';
  }
  for (const t of book.tiebreak) {
    if (t < 0) return 'tie-breaker points are never negative';
    if (t > MOST_POINTS_PER_HAND * extra)
      return 'the tie-breaker column holds more points than the tie-breaker hands can give';
  }
  return null;
}

function checkEnd(book: Scorebook): string | null {
  const top = leaders(book);
  if (book.phase === 'tiebreak' && (!book.options.tiebreak || top.length < 2))
    return 'the sheet is in a tie-break without a tie';
  if (book.phase !== 'over') {
    return book.winners.length === 0 ? null : 'the sheet has winners before the game is over';
  }
  if (book.options.tiebreak && top.length > 1) return 'the sheet is over with a tie to break';
  return sameList(book.winners, top) ? null : 'the winners are not the players ahead on the sheet';
}

/** Checks a sheet of the right shape against its game: edition, player count and the game's options. */
export function checkSheet(
  book: Scorebook,
  edition: EditionId,
  players: PlayerCount,
  options: RuleOptionsInput,
): string | null {
  if (book.edition !== edition || book.players !== players)
    return 'the score sheet belongs to another game';
  const ed = EDITIONS[edition];
  if (!sameList(book.colours, sheetColours(ed, players)))
    return `the sheet colours are wrong for ${players} players in ${edition}`;
  const resolved = resolveOptions(ed, options);
  const differs = OPTION_KEYS.find((key) => book.options[key] !== resolved[key]);
  if (differs) return `the sheet's option ${differs} differs from the game's`;
  return checkCells(book) ?? checkRounds(book) ?? checkColumns(book) ?? checkEnd(book);
}
