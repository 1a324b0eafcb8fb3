// The end of the game: when it ends [G17], the split of what is left on the sheet [G18], winners and ranking.
import { spaceToSeat } from './chips';
import type { EffectSink } from './effects';
import { anteAmount } from './sheet';
import type { BonanzaState, TableState } from './state';

/** Seats that could pay the next ante. */
export function ableToAnte(s: BonanzaState): number {
  const amount = anteAmount(s.options.poker !== 'off');
  let able = 0;
  for (let p = 0; p < s.players; p += 1) if (!s.out[p] && (s.stacks[p] ?? 0) >= amount) able += 1;
  return able;
}

/** [G17] the game ends after `deals` hands, or when fewer than two players can ante. */
export function gameEnds(s: BonanzaState): boolean {
  return s.hand >= s.options.deals || ableToAnte(s) < 2;
}

/** The seats with the most chips (ties share the win), ascending. */
export function winnersOf(stacks: readonly number[]): number[] {
  const top = Math.max(...stacks);
  return stacks.flatMap((x, seat) => (x === top ? [seat] : []));
}

/** The seats from the most chips to the fewest (equal stacks by seat). */
export function rankingOf(stacks: readonly number[]): number[] {
  return stacks
    .map((x, seat) => ({ x, seat }))
    .sort((a, b) => b.x - a.x || a.seat - b.seat)
    .map((r) => r.seat);
}

/** Each seat's place, from 1; equal stacks share a place (1, 1, 3). */
export function placesOf(stacks: readonly number[]): number[] {
  return stacks.map((x) => 1 + stacks.filter((y) => y > x).length);
}

/**
 * [G18] the split: each space is shared equally among the players of the last hand, what cannot
 * be shared stays on it. Returns the share per space.
 */
export function splitSheet(s: TableState, fx: EffectSink): number[] {
  const seats = s.inHand.flatMap((inHand, seat) => (inHand ? [seat] : []));
  const shares = s.sheet.map((chips) => (seats.length ? Math.floor(chips / seats.length) : 0));
  fx?.push({ type: 'end-split', seats, shares });
  shares.forEach((share, space) => {
    for (const seat of seats) spaceToSeat(s, space, seat, share, fx);
  });
  return shares;
}

/** Ends the game: the split if played, then winners by chips. */
export function finishGame(s: TableState, fx: EffectSink): void {
  if (s.options.endgame === 'split') splitSheet(s, fx);
  s.winners = winnersOf(s.stacks);
  s.phase = 'over';
  s.turn = -1;
  fx?.push({
    type: 'game-over',
    stacks: s.stacks.slice(),
    winners: s.winners.slice(),
    ranking: rankingOf(s.stacks),
  });
}
