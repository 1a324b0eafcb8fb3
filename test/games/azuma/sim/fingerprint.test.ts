// A committed fingerprint of 10,000 bot games on the fast loop: any change to how AZUMA plays changes it.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Skill } from '../../../../src/games/azuma/bots/params';
import type { PresetId } from '../../../../src/games/azuma/bots/presets';
import type { EditionId, PlayerCount } from '../../../../src/games/azuma/rules';
import { playGame } from '../../../../src/games/azuma/sim/loop';
import { botsConfig } from '../../../../statecharts/azuma/headless';

/**
 * The fingerprint of the 10,000 games below. A change that means to change the game (a rule, a
 * bot, the timing) updates it: run this test, read the new value from its failure, and say why in
 * the commit. A change that does not mean to must leave it as it is.
 */
const FINGERPRINT = '20802bae42f911c3c10bf25f09596b6e09dcb745675da40d8004dab3647f1160';

const GAMES = 10_000;
const EDITIONS: readonly EditionId[] = ['azuma', 'zuma-de', 'zuma-fr'];
const PLAYERS: readonly PlayerCount[] = [3, 4, 5, 6];
const SKILLS: readonly Skill[] = ['random', 'basic', 'expert'];
const PRESETS: readonly PresetId[] = ['relaxed', 'normal', 'quick', 'lightning'];

/** Game g: every edition, player count, preset and mix of skills in turn, table rules on and off. */
function gameConfig(g: number) {
  return botsConfig({
    edition: EDITIONS[g % 3] ?? 'azuma',
    players: PLAYERS[Math.floor(g / 3) % 4] ?? 4,
    seed: 1 + g,
    preset: PRESETS[Math.floor(g / 12) % 4],
    skills: Array.from({ length: 6 }, (_, i) => SKILLS[(g + i * 7) % 3] ?? 'basic'),
    options: g % 5 === 0 ? { tiebreak: true } : {},
  });
}

describe('fingerprint', () => {
  it(`${GAMES} seeded bot games end with the committed sheets`, () => {
    const hash = createHash('sha256');
    let unfinished = 0;
    for (let g = 0; g < GAMES; g += 1) {
      const r = playGame(gameConfig(g));
      if (!r.finished) unfinished += 1;
      hash.update(`${g}:${r.steps}:${JSON.stringify(r.state.book)}\n`);
    }
    expect(unfinished).toBe(0);
    expect(hash.digest('hex')).toBe(FINGERPRINT);
  }, 300_000);
});
