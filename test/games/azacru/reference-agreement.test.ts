// The fast board against the plain reference: thousands of seeded random games, move for move, sets and positions.
import { describe, expect, it } from 'vitest';
import { applyMove, applyPass } from '../../../src/games/azacru/rules/apply';
import { END_TRIGGER, NONE, OVER, type PlayerCount } from '../../../src/games/azacru/rules/board';
import { createMoveBuffer, generateMoves } from '../../../src/games/azacru/rules/generate';
import { moveKind, moveTwist } from '../../../src/games/azacru/rules/moves';
import { setUp } from '../../../src/games/azacru/rules/setup';
import { scores } from '../../../src/games/azacru/rules/score';
import { createRng } from '../../../src/lib/rng';
import { fastMoveText, fastPicture, refMoveText, refPicture } from './helpers';
import { refLegalMoves, refMove, refNewGame, refPass, refScores } from './reference';

const GAMES = Number(process.env.AZACRU_AGREEMENT_GAMES ?? 1000);

/** Sorts moves by their text, keeping each move beside its text. */
function byText<T>(moves: readonly T[], text: (m: T) => string): { move: T; text: string }[] {
  return moves
    .map((move) => ({ move, text: text(move) }))
    .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
}

/** Fails with a readable diff (only computed when the two differ). */
function same(a: string[], b: string[], where: string): void {
  if (a.join('\n') !== b.join('\n')) expect(a, where).toEqual(b);
}

/** Plays one random game on both; returns the number of turns, fails at the first difference. */
function playBoth(players: PlayerCount, seed: number, seen: Set<string>): number {
  const rng = createRng(seed);
  const b = setUp(players);
  let ref = refNewGame(players);
  const buffer = createMoveBuffer();
  let turns = 0;
  while (b[OVER] !== 1) {
    const n = generateMoves(b, buffer);
    const fast = byText(Array.from(buffer.subarray(0, n)), fastMoveText);
    const slow = byText(refLegalMoves(ref), refMoveText);
    same(
      fast.map((m) => m.text),
      slow.map((m) => m.text),
      `game ${seed}, turn ${turns}: legal moves`,
    );
    if (n === 0) {
      seen.add(b[END_TRIGGER] === NONE ? 'trigger' : 'pass in the final round');
      applyPass(b);
      ref = refPass(ref);
    } else {
      const i = rng.int(n);
      const m = fast[i]!.move;
      seen.add(`kind ${moveKind(m)}`);
      if (moveTwist(m) !== 0)
        seen.add(b[END_TRIGGER] === NONE ? 'twist' : 'twist in the final round');
      applyMove(b, m);
      ref = refMove(ref, slow[i]!.move);
    }
    same(fastPicture(b), refPicture(ref), `game ${seed}, after turn ${turns}`);
    turns += 1;
  }
  expect(ref.over).toBe(true);
  expect(scores(b)).toEqual(refScores(ref));
  return turns;
}

describe('fast board = plain reference', () => {
  it.each([2, 3, 4] as const)(
    `%i players: ${GAMES} random games agree move for move`,
    (players) => {
      let turns = 0;
      const seen = new Set<string>();
      for (let g = 0; g < GAMES; g += 1) turns += playBoth(players, 1000 * players + g, seen);
      expect(turns).toBeGreaterThan(GAMES * 10);
      // Every kind of move (plain, change, removal, jump), twists before and in the final round,
      // the trigger and passes in the final round all came up.
      expect([...seen].sort()).toEqual([
        'kind 0',
        'kind 1',
        'kind 2',
        'kind 3',
        'pass in the final round',
        'trigger',
        'twist',
        'twist in the final round',
      ]);
    },
  );
});
