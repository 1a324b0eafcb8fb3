// fast-check properties over random positions: counts agree with the board, chevrons stand on neutral or own fields,
// the flow accepts exactly the generated moves, and random games always end.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMove, applyPass } from '../../../src/games/azacru/rules/apply';
import {
  type Board,
  BORDERLAND_MARKERS,
  CHEVRON,
  CHEVRON_FIELDS,
  CHEVRONS,
  COLOUR,
  MARKERS,
  MAX_CHEVRONS,
  NONE,
  OVER,
  type PlayerCount,
} from '../../../src/games/azacru/rules/board';
import { BORDERLAND, FIELDS } from '../../../src/games/azacru/rules/fields';
import { legalMoves, step } from '../../../src/games/azacru/rules/flow';
import { createMoveBuffer, generateMoves } from '../../../src/games/azacru/rules/generate';
import { scores } from '../../../src/games/azacru/rules/score';
import { setUp } from '../../../src/games/azacru/rules/setup';
import { scoresOf, stateOf } from '../../../src/games/azacru/rules/state';
import { createRng } from '../../../src/lib/rng';

const playerCount = fc.constantFrom<PlayerCount>(2, 3, 4);
const seed = fc.integer({ min: 0, max: 0xffffffff });

/** A position after `turns` random turns (or the end, whichever is first). */
function randomPosition(
  players: PlayerCount,
  s: number,
  turns: number,
): { b: Board; turn: number } {
  const rng = createRng(s);
  const b = setUp(players);
  const buffer = createMoveBuffer();
  let turn = 0;
  while (turn < turns && b[OVER] !== 1) {
    const n = generateMoves(b, buffer);
    if (n === 0) applyPass(b);
    else applyMove(b, buffer[rng.int(n)] ?? 0);
    turn += 1;
  }
  return { b, turn };
}

const positions = fc
  .tuple(playerCount, seed, fc.nat(90))
  .map(([players, s, turns]) => ({ players, ...randomPosition(players, s, turns) }));

describe('properties', () => {
  it('the markers on the board equal the sum of the scores; every count matches the fields', () => {
    fc.assert(
      fc.property(positions, ({ players, b }) => {
        let onBoard = 0;
        const perLand = new Array<number>(4 * 9).fill(0);
        for (let f = 0; f < FIELDS; f += 1) {
          const c = b[COLOUR + f] ?? NONE;
          if (c === NONE) continue;
          onBoard += 1;
          perLand[c * 9 + (BORDERLAND[f] ?? 0)] = (perLand[c * 9 + (BORDERLAND[f] ?? 0)] ?? 0) + 1;
        }
        expect(scores(b).reduce((a, x) => a + x, 0)).toBe(onBoard);
        expect(scoresOf(stateOf(b, 0))).toEqual(scores(b));
        for (let i = 0; i < players * 9; i += 1) expect(b[BORDERLAND_MARKERS + i]).toBe(perLand[i]);
        for (let p = 0; p < players; p += 1) {
          const mine = [];
          for (let f = 0; f < FIELDS; f += 1) if (b[CHEVRON + f] === p) mine.push(f);
          const slots = Array.from(
            b.subarray(
              CHEVRON_FIELDS + p * MAX_CHEVRONS,
              CHEVRON_FIELDS + p * MAX_CHEVRONS + (b[CHEVRONS + p] ?? 0),
            ),
          );
          expect(slots.sort((x, y) => x - y)).toEqual(mine);
          expect(b[MARKERS + p]).toBe(scores(b)[p]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a chevron never stands on another player's field", () => {
    fc.assert(
      fc.property(positions, ({ b }) => {
        for (let f = 0; f < FIELDS; f += 1) {
          const owner = b[CHEVRON + f] ?? NONE;
          const colour = b[COLOUR + f] ?? NONE;
          if (owner !== NONE) expect(colour === NONE || colour === owner).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('every generated move is accepted by the flow, and every move the flow accepts is generated', () => {
    fc.assert(
      fc.property(
        positions,
        fc.array(fc.tuple(fc.nat(FIELDS - 1), fc.constantFrom(undefined, 'left', 'right')), {
          minLength: 20,
          maxLength: 20,
        }),
        ({ b, turn }, probes) => {
          const state = stateOf(b, turn);
          if (state.over || state.toMove === null) return;
          const player = state.toMove;
          const legal = new Set(legalMoves(state).map((m) => `${m.from}-${m.to}-${m.twist}`));
          for (const m of legalMoves(state)) {
            const r = step(state, { type: 'MOVE', player, from: m.from, to: m.to, twist: m.twist });
            expect(r.ok).toBe(true);
          }
          // Probes from each of the mover's chevrons to random targets: accepted exactly when generated.
          const mine = state.chevrons.filter((c) => c.player === player);
          for (const c of mine) {
            for (const [to, twist] of probes) {
              const r = step(state, { type: 'MOVE', player, from: c.field, to, twist });
              expect(r.ok).toBe(legal.has(`${c.field}-${to}-${twist}`));
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the game always ends under random play', () => {
    fc.assert(
      fc.property(playerCount, seed, (players, s) => {
        const { b, turn } = randomPosition(players, s, 5000);
        expect(b[OVER]).toBe(1);
        expect(turn).toBeLessThan(5000);
      }),
      { numRuns: 300 },
    );
  });
});
