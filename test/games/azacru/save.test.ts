// The AZACRU save codec: saves round-trip as text; damaged, foreign or mismatched saves are refused with a clear SaveError.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerCount } from '../../../src/games/azacru/rules/board';
import type { Entry } from '../../../src/games/azacru/rules/record';
import { newGame } from '../../../src/games/azacru/rules/state';
import { tableConfig } from '../../../src/games/azacru/save/config';
import { decodeSave, MAX_SAVED_MOVES, SaveError } from '../../../src/games/azacru/save/decode';
import { type AzacruSave, encodeSave, toSave } from '../../../src/games/azacru/save/save';
import { createRng } from '../../../src/lib/rng';
import { randomGame, saveOf } from '../../statecharts/azacru/harness';

const table = (players: PlayerCount) => ({ players, seed: 77, pace: 'fast' as const });

/** A save of a random game of `players` cut after `cut` of its moves (all: the finished game). */
function saveAt(players: PlayerCount, seed: number, cut?: number): AzacruSave {
  const g = randomGame(players, createRng(seed));
  return saveOf(table(players), g.moves.slice(0, cut ?? g.moves.length));
}

/** The SaveError's message for `input`; fails if anything else happens. */
function refusal(input: unknown): string {
  try {
    decodeSave(input);
  } catch (err) {
    expect(err).toBeInstanceOf(SaveError);
    return (err as SaveError).message;
  }
  throw new Error('the save was accepted');
}

describe('save codec', () => {
  it('round-trips as text and as a value at 2, 3 and 4 players, from the start to the end', () => {
    for (const players of [2, 3, 4] as const) {
      for (const cut of [0, 1, 7, 30, undefined]) {
        const save = saveAt(players, 5 + players, cut);
        const text = encodeSave(save);
        expect(decodeSave(text)).toEqual(save);
        expect(decodeSave(JSON.parse(text))).toEqual(save);
        expect(encodeSave(decodeSave(text))).toBe(text);
      }
    }
    expect(saveAt(3, 1).position.over).toBe(true);
  });

  it('refuses what is not a save, another version, or a damaged one, saying why', () => {
    const good = saveAt(2, 3, 20);
    const text = encodeSave(good);
    const value = JSON.parse(text) as Record<string, unknown>;
    expect(refusal('')).toMatch(/not JSON/);
    expect(refusal('{"format":')).toMatch(/not JSON/);
    expect(refusal(text.slice(0, text.length / 2))).toMatch(/not JSON/);
    for (const x of [null, 5, 'null', '[]', [], {}, { format: 'azuma-save', version: 1 }])
      expect(refusal(x)).toMatch(/not an AZACRU saved game/);
    expect(refusal({ ...value, version: 2 })).toMatch(/version 2; this game reads version 1/);
    expect(refusal({ ...value, version: undefined })).toMatch(/version/);
    expect(refusal({ ...value, config: undefined })).toMatch(/damaged: config/);
    expect(refusal({ ...value, extra: 1 })).toMatch(/damaged/);
    expect(refusal({ ...value, moves: 'e1-e2' })).toMatch(/damaged: moves/);
    expect(refusal({ ...value, moves: [{ from: 'e1', to: 'z9' }] })).toMatch(/damaged: moves/);
    expect(refusal({ ...value, position: { ...good.position, turn: -1 } })).toMatch(/damaged/);
    expect(
      refusal({
        ...value,
        moves: new Array<Entry>(MAX_SAVED_MOVES + 1).fill({ pass: true }),
      }),
    ).toMatch(/at most/);
  });

  it('refuses a save whose parts do not fit together: table, moves and position', () => {
    const good = saveAt(2, 3, 20);
    // A move that is not legal where it stands.
    const illegal = [...good.moves];
    illegal[4] = { from: 'e5', to: 'e6' };
    expect(refusal({ ...good, moves: illegal })).toMatch(/damaged: move 5: no chevron on e5/);
    // The moves and the position disagree.
    expect(refusal({ ...good, moves: good.moves.slice(0, 19) })).toMatch(
      /not the one its 19 moves reach/,
    );
    // A position for other players than the table's.
    const three = toSave(tableConfig(table(3)), [], newGame(3));
    expect(refusal({ ...three, config: good.config })).toMatch(/for 3 players, the table for 2/);
    // Seats that do not fit the players.
    expect(
      refusal({ ...good, config: { ...good.config, seats: good.config.seats.slice(0, 1) } }),
    ).toMatch(/one seat per player/);
    // Moves after the end, and a forced pass left out.
    const done = saveAt(2, 4);
    expect(refusal({ ...done, moves: [...done.moves, { pass: true }] })).toMatch(/already over/);
    const passAt = done.moves.findIndex((m) => 'pass' in m);
    expect(passAt).toBeGreaterThan(0);
    const before = saveOf(table(2), done.moves.slice(0, passAt));
    expect(refusal(before)).toMatch(/has no move: the pass they must make is not written out/);
  });

  it('any damage to a save’s text is refused with a SaveError or reads as a consistent save; nothing else throws', () => {
    const text = encodeSave(saveAt(3, 9, 40));
    fc.assert(
      fc.property(
        fc.nat(text.length - 1),
        fc.nat(text.length),
        fc.string({ maxLength: 4 }),
        (at, cut, insert) => {
          const damaged = text.slice(0, at) + insert + text.slice(at + 1, Math.max(at + 1, cut));
          try {
            const save = decodeSave(damaged);
            expect(decodeSave(encodeSave(save))).toEqual(save);
          } catch (err) {
            expect(err).toBeInstanceOf(SaveError);
            expect((err as Error).message.length).toBeGreaterThan(10);
          }
        },
      ),
      { numRuns: 400, seed: 11 },
    );
  });
});
