// The box's sound sprite map: every game's clips are there (by type and at run time), in order without overlap.
import { describe, expect, it } from 'vitest';
import { SPRITE, type SoundName } from '../../src/shell/audio/sprite';
import { LANGUAGES, type Language } from '../../src/shell/i18n';
import { CALLS, type CallName } from '../../src/games/bonanza/rules/events';

/** Each clip's length in the map includes the script's 60 ms tail of silence (mp3 decoder shift). */
const TAIL = 60;

/** The BONANZA RUMMY dealer's call (a show or poker, or the shout when a player goes out). */
function bonanzaCall(call: CallName | 'bonanza', language: Language): SoundName {
  return `call-${call}-${language}`;
}

const AZUMA: readonly SoundName[] = [
  ...LANGUAGES.map((l): SoundName => `call-azuma-${l}`),
  ...LANGUAGES.map((l): SoundName => `call-zuma-${l}`),
  'thump',
  'slide',
  'pickup',
  'grab',
  'score',
  'fanfare',
];
const BONANZA_CALLS: readonly SoundName[] = LANGUAGES.flatMap((l) =>
  [...CALLS, 'bonanza' as const].map((c) => bonanzaCall(c, l)),
);
const BONANZA: readonly SoundName[] = [...BONANZA_CALLS, 'chips', 'card'];

describe('sound sprite', () => {
  it("holds AZUMA's clips and BONANZA RUMMY's calls, chips and card, and nothing else", () => {
    expect(new Set(Object.keys(SPRITE))).toEqual(new Set([...AZUMA, ...BONANZA]));
    expect(BONANZA_CALLS).toHaveLength(18);
  });

  it('keeps AZUMA clips first and every clip after the previous one ends', () => {
    expect(Object.keys(SPRITE).slice(0, AZUMA.length)).toEqual(AZUMA);
    const clips = Object.values(SPRITE);
    for (let i = 1; i < clips.length; i += 1) {
      const [prevStart, prevLength] = clips[i - 1] as readonly [number, number];
      expect((clips[i] as readonly [number, number])[0]).toBeGreaterThanOrEqual(
        prevStart + prevLength,
      );
    }
  });

  it("has the dealer's calls at 0.3-1.2 s, the chips ~0.25 s and the card ~0.12 s", () => {
    for (const name of BONANZA_CALLS) {
      const sound = SPRITE[name][1] - TAIL;
      expect(sound, name).toBeGreaterThanOrEqual(300);
      expect(sound, name).toBeLessThanOrEqual(1200);
    }
    expect(SPRITE.chips[1] - TAIL).toBeGreaterThanOrEqual(200);
    expect(SPRITE.chips[1] - TAIL).toBeLessThanOrEqual(300);
    expect(SPRITE.card[1] - TAIL).toBeGreaterThanOrEqual(80);
    expect(SPRITE.card[1] - TAIL).toBeLessThanOrEqual(160);
  });
});
