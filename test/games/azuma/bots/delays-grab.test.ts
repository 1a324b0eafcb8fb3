// Reaction-time model, presets, parameter bounds, stick choice, reach, board turning, X cell, mistakes.
import { describe, expect, it } from 'vitest';
import { meanDelay, sampleDelay } from '../../../../src/lib/human-timing';
import {
  chooseRotation,
  chooseStick,
  chooseXCell,
  reachMs,
} from '../../../../src/games/azuma/bots/grab';
import { planMistakes } from '../../../../src/games/azuma/bots/mistakes';
import { BOUNDS, checkBotParams } from '../../../../src/games/azuma/bots/params';
import { PRESET_IDS, PRESETS, presetParams } from '../../../../src/games/azuma/bots/presets';
import { createRng, newScorebook, scoreHand } from '../../../../src/games/azuma/rules';
import { reachDistance } from '../../../../src/games/azuma/rules/geometry';
import { cards, tableWith, viewIn } from './view-helpers';

describe('reaction-time model', () => {
  it.each(PRESET_IDS)('%s: 10,000 sampled delays match the configured means within 5 %', (id) => {
    const p = PRESETS[id];
    const rng = createRng(42);
    for (const d of [p.recognition, p.reaction, p.think]) {
      const xs = Array.from({ length: 10_000 }, () => sampleDelay(d, p.floorMs, rng));
      const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
      expect(Math.abs(mean - meanDelay(d)) / meanDelay(d)).toBeLessThan(0.05);
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(p.floorMs);
    }
  });

  it('has a right-skewed tail (ex-Gaussian): the mean lies above the median', () => {
    const rng = createRng(1);
    const xs = Array.from({ length: 10_000 }, () =>
      sampleDelay({ mu: 300, sigma: 40, tau: 200 }, 150, rng),
    ).sort((a, b) => a - b);
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean - (xs[5000] ?? 0)).toBeGreaterThan(40);
  });

  it('presets run from relaxed (~700 ms to notice a win) to lightning (~280 ms)', () => {
    const means = PRESET_IDS.map((id) => meanDelay(PRESETS[id].recognition));
    expect(means).toEqual([...means].sort((a, b) => b - a));
    expect(means[0]).toBeCloseTo(700, -2);
    expect(means.at(-1)).toBeCloseTo(280, -2);
    expect(meanDelay(PRESETS.lightning.reaction)).toBeGreaterThanOrEqual(230);
  });

  it('validates tuned parameters against sensible bounds', () => {
    const ok = presetParams('normal', 'expert');
    expect(checkBotParams(ok)).toBeNull();
    expect(checkBotParams({ ...ok, skill: 'genius' })).toMatch(/skill/);
    expect(checkBotParams({ ...ok, recognition: { mu: 20, sigma: 10, tau: 10 } })).toMatch(
      /recognition.mu/,
    );
    expect(checkBotParams({ ...ok, reaction: { mu: 300, sigma: -1, tau: 10 } })).toMatch(
      /reaction.sigma/,
    );
    expect(checkBotParams({ ...ok, floorMs: BOUNDS.floorMs[1] + 1 })).toMatch(/floorMs/);
    expect(checkBotParams({ ...ok, falseGrabChance: 0.9 })).toMatch(/falseGrabChance/);
    expect(checkBotParams(null)).toMatch(/object/);
  });
});

describe('grab policy', () => {
  const ctx = tableWith('azuma', cards(['AAAABBB', 'CCCDDDE', 'EEEFFFG', 'GGGHHHZ']));

  it('reaches for a colour it still needs, nearest first', () => {
    const view = viewIn(ctx, 1, 'grab');
    const stick = chooseStick(view);
    expect(stick).not.toBeNull();
    const d = (id: number) => reachDistance(1, 4, id, 3, 0);
    expect(view.sticks.every((s) => d(stick!) <= d(s.id))).toBe(true);
  });

  it('otherwise denies the colour most opponents still need', () => {
    let book = newScorebook('azuma', 4);
    const suits = ['AAAABBB', 'CCCDDDE', 'EEEFFFG', 'GGGHHHZ'].map((h) =>
      [...h].map((l) => (l === 'Z' ? 10 : l.charCodeAt(0) - 65)),
    );
    // Seat 0 takes yellow and blue; seat 1 takes pink: seat 0 needs only pink, which nobody else lacks except 2 and 3.
    book = scoreHand(book, {
      hands: suits,
      grabs: [
        { player: 0, colour: 'yellow' },
        { player: 1, colour: 'pink' },
      ],
    }).book;
    book = scoreHand(book, { hands: suits, grabs: [{ player: 0, colour: 'blue' }] }).book;
    const view = {
      ...viewIn({ ...ctx, book }, 0, 'grab'),
      sticks: ctx.sticks.map((s) => ({
        id: s.id,
        colour: s.colour,
        owner: s.colour === 'pink' ? 2 : null,
      })),
    };
    // Seat 0 needs nothing that is free: it takes the colour most opponents still need (yellow: 3, blue: 3)
    // rather than leaving it to them.
    const stick = chooseStick(view);
    expect(['yellow', 'blue']).toContain(view.sticks.find((s) => s.id === stick)?.colour);
    // With blue needed by fewer opponents, yellow is denied.
    const fewer = scoreHand(book, {
      hands: suits,
      grabs: [
        { player: 2, colour: 'blue' },
        { player: 3, colour: 'yellow' },
      ],
    }).book;
    const view2 = { ...viewIn({ ...ctx, book: fewer }, 0, 'grab'), sticks: view.sticks };
    expect(view2.sticks.find((s) => s.id === chooseStick(view2))?.colour).toBe('yellow');
  });

  it('takes longer to reach a stick that is further away', () => {
    const view = viewIn(ctx, 2, 'grab');
    const p = presetParams('normal', 'basic');
    const times = view.sticks.map((s) => reachMs(view, s.id, p));
    const dists = view.sticks.map((s) => reachDistance(2, 4, s.id, 3, 0));
    const order = (xs: number[]) => xs.map((_, i) => i).sort((a, b) => (xs[a] ?? 0) - (xs[b] ?? 0));
    expect(order(times)).toEqual(order(dists));
  });

  it('as dealer, turns the board so that a stick it needs stands nearest', () => {
    const view = viewIn({ ...ctx, dealer: 2 }, 2, 'passing');
    const rotation = chooseRotation(view);
    const nearest = (r: number) =>
      Math.min(...view.sticks.map((s) => reachDistance(2, 4, s.id, 3, r)));
    expect(nearest(rotation)).toBeLessThan(nearest(0) + 1e-9);
    expect(nearest(rotation)).toBeLessThan(0.75);
  });

  it('puts an X where it is least likely to score: the scarcest colour', () => {
    const six = tableWith(
      'azuma',
      cards(['AAAABBB', 'CCCDDDE', 'EEEFFFG', 'GGGHHHZ', 'IIIIJJJ', 'JAZZBCD']),
    );
    const view = viewIn(six, 0, 'scoring');
    expect(chooseXCell(view, ['yellow', 'pink'])).toBe('pink');
  });

  it('plans mistakes only at low skill, and only AZUMA fakes', () => {
    const count = (preset: 'relaxed' | 'lightning', edition: 'azuma' | 'zuma-de') => {
      const rng = createRng(3);
      let falses = 0;
      let fakes = 0;
      for (let i = 0; i < 20_000; i += 1) {
        const m = planMistakes(presetParams(preset, 'basic'), edition, rng);
        if (m.falseGrabAt >= 0) falses += 1;
        if (m.fakeAt >= 0) fakes += 1;
      }
      return { falses, fakes };
    };
    expect(count('lightning', 'azuma')).toEqual({ falses: 0, fakes: 0 });
    expect(count('relaxed', 'azuma').falses).toBeGreaterThan(300);
    expect(count('relaxed', 'azuma').fakes).toBeGreaterThan(400);
    expect(count('relaxed', 'zuma-de').fakes).toBe(0);
  });
});
