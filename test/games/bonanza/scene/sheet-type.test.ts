// The sheet's printed names and counts on a phone: at least 11 CSS px of type on screen, either way up, in every language.
import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { framedCamera } from './framed';
import {
  MIN_SQUEEZE,
  spaceType,
  type TypeSpot,
} from '../../../../src/games/bonanza/scene/sheet-paint';
import de from '../../../../src/games/bonanza/texts/de.json';
import en from '../../../../src/games/bonanza/texts/en.json';
import fr from '../../../../src/games/bonanza/texts/fr.json';

/** Screens and the slot the table gets there at the person's first decision (measured in Chromium, 4 players). */
const PHONES = [
  { width: 390, height: 844, slot: { left: 6, top: 110, width: 378, height: 545 } },
  { width: 844, height: 390, slot: { left: 6, top: 65, width: 459, height: 319 } },
] as const;

/** A bold capital's mean width in em, with no condensed face on the phone (SEQUENCE: Arial Bold 0.70, DejaVu Sans Bold 0.75 a letter; a condensed face about 0.55). */
const LETTER = 0.72;
const labels = [en, de, fr].flatMap((t) => Object.values(t.bonanza.sheet));
const longest = Math.max(...labels.map((l) => l.length));
/** A count of three digits and a digit's width. */
const COUNT_DIGITS = 3;
const DIGIT = 0.7;

/** The type a line gets for text of `widthEm` em: as printed by fitText (narrowed, then smaller). */
function fittedEm(at: TypeSpot, widthEm: number): number {
  const natural = widthEm * at.em;
  const squeeze = Math.max(MIN_SQUEEZE, Math.min(1, at.width / natural));
  return Math.min(at.em, at.width / (widthEm * squeeze));
}

describe("the sheet's type on a phone", () => {
  for (const { width, height, slot } of PHONES)
    it(`${width}x${height}: every name (${longest} letters) and count is at least 11 px of type on screen`, () => {
      let least = Infinity;
      for (const players of [2, 4, 9]) {
        const { camera, layout } = framedCamera(width, height, slot, players);
        const y = (x: number, z: number) =>
          ((1 - new Vector3(x, 0, z).project(camera).y) / 2) * height;
        for (const r of layout.spaces) {
          const type = spaceType(r.w, r.d);
          const left = r.x - r.w / 2;
          const top = r.z - r.d / 2;
          for (const [at, em] of [
            [type.name, fittedEm(type.name, longest * LETTER)],
            [type.count, fittedEm(type.count, COUNT_DIGITS * DIGIT)],
          ] as const) {
            const x = left + at.x;
            const z = top + at.y;
            least = Math.min(least, y(x, z + em / 2) - y(x, z - em / 2));
          }
        }
      }
      expect(least).toBeGreaterThanOrEqual(11);
    });

  it('a name keeps clear of its space’s sides, so two spaces side by side never read as one word', () => {
    // At 390x844 "SEQUENCE" ran into "BONANZA" beside it: the names filled 96 % of their spaces.
    for (const [w, h] of [
      [1, 0.6],
      [0.6, 1],
      [1, 1],
    ] as const) {
      const { name } = spaceType(w, h);
      const margin = (w - name.width) / 2;
      expect(margin / w).toBeGreaterThanOrEqual(0.05);
    }
  });
});
