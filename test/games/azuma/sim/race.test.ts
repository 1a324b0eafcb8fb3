// Races against a modelled person: the fixed presets order as they should, and Matched keeps every race close.
import { describe, expect, it } from 'vitest';
import {
  MATCHED_PRIOR_MS,
  matchedTiming,
  personRaceMedian,
} from '../../../../src/games/azuma/bots/matched';
import { checkBotParams } from '../../../../src/games/azuma/bots/params';
import { presetTiming, race } from '../../../../src/games/azuma/sim/race';

const MEDIANS = [450, 550, 650, 750, 900];

describe('races', () => {
  it('Matched: the person gets a stick in 40-60 % of bot-opened windows at every median from 450 to 900 ms', () => {
    for (const players of [3, 4, 5, 6] as const)
      for (const medianMs of MEDIANS) {
        const r = race({
          edition: players === 4 ? 'azuma' : 'zuma-fr',
          players,
          games: 250,
          seed: 11,
          personMedianMs: medianMs,
          bots: matchedTiming(medianMs, players),
        });
        expect(r.windows, `${players} players, ${medianMs} ms`).toBeGreaterThan(1000);
        expect(r.share, `${players} players, ${medianMs} ms`).toBeGreaterThan(0.4);
        expect(r.share, `${players} players, ${medianMs} ms`).toBeLessThan(0.6);
      }
  });

  it('the fixed presets: a slower person loses more races, and a quicker preset wins more', () => {
    const share = (preset: 'relaxed' | 'lightning', medianMs: number) =>
      race({
        edition: 'azuma',
        players: 4,
        games: 150,
        seed: 3,
        personMedianMs: medianMs,
        bots: presetTiming(preset),
      }).share;
    expect(share('relaxed', 450)).toBeGreaterThan(0.9);
    expect(share('relaxed', 900)).toBeLessThan(share('relaxed', 450));
    expect(share('lightning', 900)).toBeLessThan(0.15);
  });

  it('the person’s median: the prior before 3 race times, then the median of the latest 20, held to a human range', () => {
    expect(personRaceMedian([])).toBe(MATCHED_PRIOR_MS);
    expect(personRaceMedian([500, 600])).toBe(MATCHED_PRIOR_MS);
    expect(personRaceMedian([500, 600, 700])).toBe(600);
    expect(personRaceMedian([...Array(30).fill(2000), ...Array(20).fill(550)])).toBe(550);
    expect(personRaceMedian([100, 120, 130])).toBe(300);
  });

  it('Matched bots are valid bot parameters for every median the person can have', () => {
    for (const m of [300, 450, 750, 1500])
      for (const players of [3, 4, 5, 6])
        expect(checkBotParams({ skill: 'basic', ...matchedTiming(m, players) })).toBeNull();
  });
});
