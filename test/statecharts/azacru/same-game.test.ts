// The statechart and the fast loop play exactly the same game: same move list, effects and final position, over seeded games.
import { describe, expect, it } from 'vitest';
import { SKILLS } from '../../../src/games/azacru/bots/params';
import { botParams } from '../../../src/games/azacru/bots/presets';
import type { PlayerCount } from '../../../src/games/azacru/rules/board';
import { PACE_IDS } from '../../../src/games/azacru/save/pace';
import { DEFAULT_SLICE } from '../../../src/games/azacru/worker/serve';
import { playGame } from '../../../src/games/azacru/sim/play';
import { createRng } from '../../../src/lib/rng';
import { effectsOf, runToEnd, startAzacru, stepsOf } from '../../../statecharts/azacru/headless';

// About 12 s of CPU here; SAME_GAMES=450 for a longer run (all 450 agreed when this was written).
const GAMES = Number(process.env.SAME_GAMES ?? 48);

/**
 * Game g of the sample: 2, 3 and 4 players in turn, every skill, experts on small budgets (two
 * 2-player games on a budget over the host's slice, so that its search runs in slices), every pace.
 */
function sample(g: number) {
  const rng = createRng(7000 + g);
  const players = (2 + (g % 3)) as PlayerCount;
  const bots = Array.from({ length: players }, () => {
    const p = botParams(SKILLS[rng.int(SKILLS.length)] ?? 'basic', players);
    const iterations = g % 30 === 3 ? DEFAULT_SLICE + 1 + rng.int(400) : 50 + rng.int(150);
    return { ...p, search: { ...p.search, iterations } };
  });
  // Most games at the instant pace; some at the others (the pace never changes a move).
  const pace = g % 5 === 0 ? (PACE_IDS[rng.int(PACE_IDS.length)] ?? 'normal') : 'instant';
  return { players, seed: 100 + g * 7919, bots, pace };
}

describe('one flow, two drivers', () => {
  it(
    `${GAMES} seeded games at 2, 3 and 4 players: the machine on a stepping clock and sim/play.ts agree exactly`,
    () => {
      const mismatches: string[] = [];
      const played = { 2: 0, 3: 0, 4: 0 };
      let capped = 0;
      let steps = 0;
      for (let g = 0; g < GAMES; g += 1) {
        const c = sample(g);
        const fast = playGame(c.players, c.bots, c.seed, () => 0);
        // The fast loop stops endless games at its turn limit; the rules (and the table) have none.
        if (fast.capped) {
          capped += 1;
          continue;
        }
        const run = startAzacru({
          config: {
            players: c.players,
            seed: c.seed,
            pace: c.pace,
            seats: c.bots.map((bot) => ({ kind: 'bot', bot })),
          },
        });
        expect(runToEnd(run)).toBe(true);
        const machine = run.actor.getSnapshot().context;
        const same =
          JSON.stringify(machine.moves) === JSON.stringify(fast.moves) &&
          JSON.stringify(machine.game) === JSON.stringify(fast.state);
        if (!same) mismatches.push(`game ${g} (${c.players} players, seed ${c.seed})`);
        // Every accepted step was a bot's, and the effects end with the game over.
        expect(stepsOf(run.emitted).length).toBe(machine.steps);
        expect(effectsOf(run.emitted).at(-1)?.type).toBe('gameOver');
        expect(run.emitted.filter((e) => e.type === 'refused')).toEqual([]);
        run.actor.stop();
        played[c.players] += 1;
        steps += machine.steps;
      }
      expect(mismatches).toEqual([]);
      expect(capped).toBeLessThan(GAMES / 10);
      for (const n of [2, 3, 4] as const) expect(played[n]).toBeGreaterThan(GAMES / 3 - GAMES / 20);
      expect(steps).toBeGreaterThan(GAMES * 40);
    },
    Math.max(60_000, GAMES * 1000),
  );
});
