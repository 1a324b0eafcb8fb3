// Framing the table in the slot: everything inside it from a phone to a tablet, either way up, as large as the slot allows.
import { describe, expect, it } from 'vitest';
import { framedCamera } from './framed';
import { tableBox } from '../../../../src/games/bonanza/scene/framing';

/** Screens and the slot the overlay leaves (a bar on top, the person's hand below). */
const SCREENS = [
  [360, 640],
  [390, 844],
  [640, 360],
  [844, 390],
  [1024, 768],
  [768, 1024],
  [1366, 1024],
  [1024, 1366],
] as const;

describe('framing the table', () => {
  for (const [width, height] of SCREENS)
    for (const players of [2, 4, 6, 9])
      it(`${width}x${height}, ${players} players: the whole table in the slot, filling it one way`, () => {
        const hand = Math.round(height * (height > width ? 0.2 : 0.24));
        const slot = { left: 0, top: 44, width, height: height - 44 - hand };
        const { camera, layout } = framedCamera(width, height, slot, players);
        const b = tableBox(camera, layout, width, height);
        expect(b.left).toBeGreaterThanOrEqual(slot.left - 0.5);
        expect(b.right).toBeLessThanOrEqual(slot.left + slot.width + 0.5);
        expect(b.top).toBeGreaterThanOrEqual(slot.top - 0.5);
        expect(b.bottom).toBeLessThanOrEqual(slot.top + slot.height + 0.5);
        const fill = Math.max((b.right - b.left) / slot.width, (b.bottom - b.top) / slot.height);
        expect(fill).toBeGreaterThan(0.98);
      });
});
