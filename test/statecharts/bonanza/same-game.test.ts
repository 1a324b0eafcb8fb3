// The statechart and the fast loop play exactly the same game: same event log, effects, final state and time, over 300 seeded games.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/lib/rng';
import { SKILLS } from '../../../src/games/bonanza/bots/params';
import { PRESET_IDS, presetParams } from '../../../src/games/bonanza/bots/presets';
import type { OptionsInput } from '../../../src/games/bonanza/rules/options';
import { playBonanzaGame } from '../../../src/games/bonanza/sim/play';
import { PACE_IDS, PACES } from '../../../src/games/bonanza/sim/timing';
import { effectsOf, runToEnd, startBonanza, stepsOf } from '../../../statecharts/bonanza/headless';

const GAMES = 300;

/** Game g of the sample: 2-9 players, every skill and think-time preset, the rule options varied. */
function sample(g: number) {
  const rng = createRng(9000 + g);
  const players = 2 + (g % 8);
  const preset = PRESET_IDS[rng.int(PRESET_IDS.length)] ?? 'normal';
  const bots = Array.from({ length: players }, () =>
    presetParams(preset, SKILLS[rng.int(SKILLS.length)] ?? 'basic'),
  );
  const options: OptionsInput = {
    poker: (['bet', 'bet', 'showdown', 'off'] as const)[rng.int(4)],
    jokerRunOut: rng.int(3) === 0 ? 'discard' : 'dead',
    endgame: rng.int(3) === 0 ? 'keep' : 'split',
    raises: rng.int(4),
    // Most games are short; every tenth is played to its full length.
    deals: g % 10 === 0 ? 2 * players : 1 + rng.int(3),
  };
  const stack = rng.int(4) === 0 ? 15 + rng.int(30) : 100;
  const pace = PACE_IDS[rng.int(PACE_IDS.length)] ?? 'normal';
  return { players, seed: 100 + g * 7919, bots, options, stack, pace };
}

describe('one flow, two drivers', () => {
  it(`${GAMES} seeded games: the machine on a stepping clock and sim/play.ts agree exactly`, () => {
    const mismatches: string[] = [];
    let hands = 0;
    let steps = 0;
    for (let g = 0; g < GAMES; g += 1) {
      const c = sample(g);
      const run = startBonanza({
        config: {
          players: c.players,
          seed: c.seed,
          options: c.options,
          stack: c.stack,
          pace: c.pace,
          seats: c.bots.map((bot, i) => ({ kind: 'bot', name: `Bot ${i}`, bot })),
        },
      });
      expect(runToEnd(run)).toBe(true);
      const fast = playBonanzaGame({
        players: c.players,
        seed: c.seed,
        bots: c.bots,
        options: c.options,
        stacks: new Array<number>(c.players).fill(c.stack),
        timing: PACES[c.pace],
        keepLog: true,
        keepEffects: true,
      });
      const machine = run.actor.getSnapshot().context;
      const log = stepsOf(run.emitted);
      const last = run.emitted.filter((e) => e.type === 'step').at(-1);
      const same =
        JSON.stringify(log) === JSON.stringify(fast.log) &&
        JSON.stringify(effectsOf(run.emitted)) === JSON.stringify(fast.effects) &&
        JSON.stringify(machine.game) === JSON.stringify(fast.state) &&
        last?.type === 'step' &&
        last.at === fast.clockMs;
      if (!same) mismatches.push(`game ${g} (${c.players} players, seed ${c.seed})`);
      expect(run.emitted.filter((e) => e.type === 'refused')).toEqual([]);
      run.actor.stop();
      hands += fast.hands;
      steps += fast.steps;
    }
    expect(mismatches).toEqual([]);
    // The sample is not trivial: hundreds of hands, tens of thousands of steps.
    expect(hands).toBeGreaterThan(600);
    expect(steps).toBeGreaterThan(30_000);
  });
});
