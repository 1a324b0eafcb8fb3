// Camera framing per aspect ratio and player count: everything that matters is on screen, clear of the fan.
import { describe, expect, it } from 'vitest';
import { Vector3 } from 'three';
import { BOARD_RADIUS } from '../../src/rules/geometry';
import {
  CARD_H,
  CARD_W,
  HEAD_HEIGHT,
  PLATE_HEIGHT,
  SEAT,
  STICK_HEIGHT,
} from '../../src/scene/constants';
import { chosenSpot, personCardScale, personFanSlot } from '../../src/scene/fan';
import { fanMetrics, frameCamera, toNdc, topReserve } from '../../src/scene/framing';
import { seatFrame } from '../../src/scene/space';

/** Phone portrait, 4:3 tablet portrait, 4:3 landscape, 12.9" tablet landscape, phone landscape. */
const SCREENS = [
  { w: 390, h: 844 },
  { w: 768, h: 1024 },
  { w: 1024, h: 768 },
  { w: 1366, h: 1024 },
  { w: 844, h: 390 },
];
const PLAYERS = [3, 4, 5, 6];

function inView(p: { x: number; y: number }, margin = 0): boolean {
  return Math.abs(p.x) <= 1 - margin && Math.abs(p.y) <= 1 - margin;
}

describe('frameCamera', () => {
  for (const { w, h } of SCREENS)
    for (const players of PLAYERS)
      it(`${w}x${h}, ${players} players: bots, plates, sticks and the board are on screen`, () => {
        const frame = frameCamera(w / h, players, topReserve(h));
        const fanTop = -1 + 2 * frame.fan.top;
        const barBottom = 1 - 2 * topReserve(h);
        for (let seat = 1; seat < players; seat += 1) {
          const f = seatFrame(seat, players);
          const head = toNdc(frame, f.at(SEAT.avatar, HEAD_HEIGHT));
          const plate = toNdc(frame, f.at(SEAT.plate, PLATE_HEIGHT));
          expect(inView(head), `head of seat ${seat}`).toBe(true);
          expect(head.y, `head of seat ${seat} clear of the top bar`).toBeLessThan(barBottom);
          expect(inView(plate, 0.02), `plate of seat ${seat}`).toBe(true);
          expect(plate.y).toBeGreaterThan(fanTop);
        }
        for (let k = 0; k < 5; k += 1) {
          const a = (k / 5) * Math.PI * 2;
          const top = new Vector3(
            BOARD_RADIUS * Math.cos(a),
            STICK_HEIGHT,
            BOARD_RADIUS * Math.sin(a),
          );
          const foot = top.clone().setY(0);
          expect(inView(toNdc(frame, top))).toBe(true);
          expect(toNdc(frame, foot).y).toBeGreaterThan(fanTop);
        }
        // The person's chosen card lies in full view above the fan.
        const mine = chosenSpot(0, players).position;
        const nearEdge = mine.clone().setZ(mine.z + (CARD_H * 0.22) / 2);
        expect(toNdc(frame, nearEdge).y).toBeGreaterThan(fanTop);
      });

  it('is steeper and wider-angled in portrait than in landscape', () => {
    const portrait = frameCamera(768 / 1024, 6);
    const landscape = frameCamera(1024 / 768, 6);
    expect(portrait.fov).toBeGreaterThan(landscape.fov);
    const pitch = (f: typeof portrait) => new Vector3(0, 0, -1).applyQuaternion(f.quaternion).y;
    expect(pitch(portrait)).toBeLessThan(pitch(landscape));
  });
});

describe("the person's fan", () => {
  for (const { w, h } of SCREENS)
    it(`${w}x${h}: 8 cards fit the width, each with a finger-wide uncovered strip`, () => {
      const frame = frameCamera(w / h, 4);
      const n = 8;
      const xs: number[] = [];
      for (let i = 0; i < n; i += 1) {
        const slot = personFanSlot(frame, i, n);
        const half = (CARD_W * slot.scale) / 2;
        for (const dx of [-half, half]) {
          const corner = slot.position
            .clone()
            .add(new Vector3(dx, 0, 0).applyQuaternion(slot.quaternion));
          expect(inView(toNdc(frame, corner))).toBe(true);
        }
        xs.push(toNdc(frame, slot.position).x);
      }
      const stepPx = ((xs[1]! - xs[0]!) / 2) * w;
      expect(stepPx).toBeGreaterThanOrEqual(36);
      expect(personCardScale(frame)).toBeGreaterThan(0);
    });

  it('cards are at most 28% of the screen height, and smaller when the screen is narrow', () => {
    expect(fanMetrics(1024 / 768).cardH).toBeCloseTo(0.28);
    expect(fanMetrics(390 / 844).cardH).toBeLessThan(0.2);
  });
});
