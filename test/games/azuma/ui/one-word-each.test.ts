// One word for one thing: a bot's speed choices read apart, each language names the sticks one way, and a bot's tuning speaks in words.
import { describe, expect, it } from 'vitest';
import { SEAT_PRESETS } from '../../../../src/games/azuma/settings';
import { SOURCES } from './texts';

type Texts = (typeof SOURCES.azuma)['en'];

/** Every string of a texts file, nested objects walked. */
function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

describe('AZUMA words', () => {
  it.each(['en', 'de', 'fr'] as const)('%s: every choice of a bot speed reads apart', (lang) => {
    const texts: Texts = SOURCES.azuma[lang];
    const words = [...SEAT_PRESETS.map((p) => texts.preset[p]), texts.bot.custom];
    expect(new Set(words).size).toBe(words.length);
  });

  // The sheets' own words: Pfahl (ZUMA DE), totem (ZUMA FR); a second word reads as a second thing.
  it.each([
    ['de', /\bSt(a|ä)b/],
    ['fr', /\bbâton/i],
  ] as const)('%s: the sticks have one name', (lang, other) => {
    expect(strings(SOURCES.azuma[lang]).filter((s) => other.test(s))).toEqual([]);
  });

  // A player tunes a bot's times in words: a Greek letter (the ex-Gaussian's μ, σ, τ) says nothing
  // to them, and the mean μ is not even the usual time (the slow tail adds to it).
  it.each(['en', 'de', 'fr'] as const)('%s: the tuning panel names no maths symbols', (lang) => {
    const bot = SOURCES.azuma[lang].bot;
    expect([bot.mu, bot.sigma, bot.tau].filter((s) => /[\u0370-\u03ff]/.test(s))).toEqual([]);
  });
});
