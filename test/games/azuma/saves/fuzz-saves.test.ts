// Fuzz: real saves mutated in fields, values, types and keys; each is refused with a message or restores and plays to the end.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSave, SaveError, type SaveGame } from '../../../../src/games/azuma/flow/save';
import { saveCodec } from '../../../../src/games/azuma/saves';
import { EDITIONS, type EditionId, resolveOptions } from '../../../../src/games/azuma/rules';
import { mutated, mutation } from '../../../fuzz/mutate';
import { DEFAULT_SETTINGS } from '../../../../src/games/azuma/settings';
import { botsConfig, runToEnd, watchTable } from '../../../../statecharts/azuma/headless';
import { tutorialConfig } from '../../../../src/games/azuma/tutorial';
import { HAND_LIMIT, playSave, savesOf, savesOfConfig, TIEBREAK_GAMES } from './real-saves';

const RUNS = 2000;

/** Saves of seeded games of every edition and player count, tie-breaks and hand limits among them. */
const GAMES = [
  savesOf('azuma', 3, 1),
  savesOf('azuma', 4, 2, { endStuckRound: false, maxHandsPerRound: 4 }),
  savesOf('azuma', 6, 3),
  savesOf('zuma-de', 3, 4, { tiebreak: true }),
  savesOf('zuma-de', 5, 5),
  savesOf('zuma-fr', 4, 6, { stallLimit: 20 }),
  savesOf('zuma-fr', 6, 7),
  ...TIEBREAK_GAMES.map((g) => savesOf(g.edition, g.players, g.seed, g.options)),
  // Stacked deals to mutate: the tutorial's.
  savesOfConfig(tutorialConfig({ ...DEFAULT_SETTINGS, edition: 'zuma-de' }, 8)),
];
const SAMPLES = GAMES.flatMap((g) => [...g.saves, g.finished]).map(
  (text) => JSON.parse(text) as unknown,
);

type Outcome = 'refused' | 'over' | 'played';

function outcome(text: string): Outcome {
  let save: SaveGame;
  try {
    save = parseSave(text);
  } catch (err) {
    expect(err).toBeInstanceOf(SaveError);
    expect((err as Error).message).toMatch(/^(the saved game|this is not)/);
    return 'refused';
  }
  const stored = saveCodec.read(text);
  if (stored.kind === 'over') return 'over';
  expect(stored.kind).toBe('ok');
  const played = playSave(save);
  expect(played.finished, `a restored save did not reach its end: ${text}`).toBe(true);
  expect(played.hands).toBeLessThanOrEqual(HAND_LIMIT);
  return 'played';
}

describe('mutated saves', () => {
  it('are refused with a message, or restore and play to game over within the hand limit', () => {
    const seen: Record<Outcome, number> = { refused: 0, over: 0, played: 0 };
    fc.assert(
      fc.property(
        fc.nat({ max: SAMPLES.length - 1 }),
        fc.array(mutation, { minLength: 1, maxLength: 3 }),
        (index, ms) => {
          const base = SAMPLES[index];
          seen[outcome(JSON.stringify(mutated(base, ms, SAMPLES)))] += 1;
        },
      ),
      { numRuns: RUNS, seed: 20261124 },
    );
    // Not a vacuous test: many mutants are refused, and many are taken and played.
    expect(seen.refused).toBeGreaterThan(RUNS / 4);
    expect(seen.played).toBeGreaterThan(RUNS / 20);
  });

  it('with other rule options in both the config and the sheet: refused when the sheet disagrees, else played', () => {
    const seen: Record<Outcome, number> = { refused: 0, over: 0, played: 0 };
    const options = fc.record(
      {
        tiebreak: fc.boolean(),
        endStuckRound: fc.boolean(),
        stallLimit: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constantFrom(60, 999)),
        grabWindowMs: fc.constantFrom(200, 1000, 4000, 60000),
        fivePlayerDouble: fc.constantFrom('first', 'second'),
        maxHandsPerRound: fc.oneof(
          fc.constant(null),
          fc.integer({ min: 1, max: 6 }),
          fc.constant(99),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.nat({ max: SAMPLES.length - 1 }), options, (index, input) => {
        const save = structuredClone(SAMPLES[index]) as {
          config: { edition: EditionId; options: unknown };
          book: { options: unknown };
        };
        save.config.options = input;
        save.book.options = resolveOptions(EDITIONS[save.config.edition], input);
        seen[outcome(JSON.stringify(save))] += 1;
      }),
      { numRuns: RUNS, seed: 1124 },
    );
    expect(seen.played).toBeGreaterThan(RUNS / 10);
    expect(seen.refused).toBeGreaterThan(RUNS / 10);
  });
});

describe('mutated saves on the statechart', () => {
  it('the accepted ones restore on the XState table and play to game over', () => {
    const bots = [
      botsConfig({ edition: 'azuma', players: 4, seed: 21 }),
      botsConfig({ edition: 'zuma-fr', players: 3, seed: 22 }),
    ].flatMap((config) => savesOfConfig(config).saves.map((t) => JSON.parse(t) as unknown));
    const mutants = fc.sample(
      fc.tuple(
        fc.nat({ max: bots.length - 1 }),
        fc.array(mutation, { minLength: 1, maxLength: 2 }),
      ),
      { numRuns: 1500, seed: 77 },
    );
    let played = 0;
    for (const [index, ms] of mutants) {
      if (played >= 100) break;
      let save: SaveGame;
      try {
        save = parseSave(JSON.stringify(mutated(bots[index], ms, bots)));
      } catch {
        continue;
      }
      if (save.book.phase === 'over') continue;
      const run = watchTable(save.config, save);
      expect(runToEnd(run)).toBe(true);
      expect(run.violations).toEqual([]);
      played += 1;
    }
    expect(played).toBe(100);
  });
});
