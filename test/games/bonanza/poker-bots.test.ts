// The bots' poker bets like a table of people: most rounds stop short of the raise limit, weak hands fold, strong ones raise.
import { describe, expect, it } from 'vitest';
import { presetParams } from '../../../src/games/bonanza/bots/presets';
import type { Skill } from '../../../src/games/bonanza/bots/params';
import { playBonanzaGame } from '../../../src/games/bonanza/sim/play';

/** Each poker round of `games` seeded games of one skill: its raises and folds. */
function rounds(skill: Skill, players: number, games: number) {
  const out: { raises: number; folds: number }[] = [];
  for (let seed = 1; seed <= games; seed += 1) {
    const bots = Array.from({ length: players }, () => presetParams('normal', skill));
    const { log } = playBonanzaGame({ players, seed, bots, keepLog: true });
    let round: { raises: number; folds: number } | null = null;
    for (const e of log ?? []) {
      if (e.type === 'deal') round = null;
      if (e.type !== 'poker') continue;
      if (!round) out.push((round = { raises: 0, folds: 0 }));
      if (e.action === 'raise') round.raises += 1;
      if (e.action === 'fold') round.folds += 1;
    }
  }
  return out;
}

describe('the bots at poker', () => {
  for (const [skill, limit] of [
    ['basic', 0.1],
    ['expert', 0.3],
  ] as const)
    for (const players of [3, 4])
      it(`${skill}, ${players} players: a round seldom goes to the raise limit; hands fold and raise`, () => {
        const all = rounds(skill, players, 30);
        expect(all.length).toBeGreaterThan(100);
        // The default limit is three raises (rules/options.ts).
        const capped = all.filter((r) => r.raises >= 3).length / all.length;
        expect(capped).toBeLessThan(limit);
        expect(all.filter((r) => r.folds > 0).length / all.length).toBeGreaterThan(0.2);
        expect(all.filter((r) => r.raises > 0).length / all.length).toBeGreaterThan(0.05);
      });
});
