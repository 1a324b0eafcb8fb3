// Camera framing per screen, player count and hand size: everything that matters is on screen, clear of the bar and the fan.
import { describe, expect, it } from 'vitest';
import { Vector3 } from 'three';
import {
  CARD_H,
  CARD_W,
  GLOBE_RING,
  HEAD_HEIGHT,
  PLATE_HEIGHT,
  SEAT,
  STICK_HEIGHT,
} from '../../../../src/games/azuma/scene/constants';
import { chosenSpot, personCardScale, personFanSlot } from '../../../../src/games/azuma/scene/fan';
import {
  FINGER_PX,
  fanMetrics,
  frameCamera,
  toNdc,
  topShare,
} from '../../../../src/games/azuma/scene/framing';
import { seatFrame } from '../../../../src/table/space';
import { SCREENS } from './screens';

const PLAYERS = [3, 4, 5, 6];

function inView(p: { x: number; y: number }, margin = 0): boolean {
  return Math.abs(p.x) <= 1 - margin && Math.abs(p.y) <= 1 - margin;
}

describe('frameCamera', () => {
  for (const { w, h } of SCREENS)
    for (const players of PLAYERS)
      it(`${w}x${h}, ${players} players: bots, plates, sticks and the board are on screen`, () => {
        const view = { width: w, height: h, players, fanCards: 8, reserveTop: 90 };
        const frame = frameCamera(view);
        const fanTop = -1 + 2 * frame.fan.top;
        const barBottom = 1 - 2 * topShare(view);
        for (let seat = 1; seat < players; seat += 1) {
          const f = seatFrame(seat, players);
          const head = toNdc(frame, f.at(SEAT.avatar, HEAD_HEIGHT + 0.1));
          const plate = toNdc(frame, f.at(SEAT.plate, PLATE_HEIGHT));
          for (const dx of [-0.16, 0.16]) {
            const body = f.at(SEAT.avatar, 0.2);
            expect(inView(toNdc(frame, body.setX(body.x + dx))), `body of seat ${seat}`).toBe(true);
          }
          expect(inView(head), `head of seat ${seat}`).toBe(true);
          expect(head.y, `head of seat ${seat} clear of the top bar`).toBeLessThan(barBottom);
          expect(inView(plate, 0.02), `plate of seat ${seat}`).toBe(true);
          expect(plate.y).toBeGreaterThan(fanTop);
        }
        for (let k = 0; k < 5; k += 1) {
          const a = (k / 5) * Math.PI * 2;
          const top = new Vector3(GLOBE_RING * Math.cos(a), STICK_HEIGHT, GLOBE_RING * Math.sin(a));
          const foot = top.clone().setY(0);
          expect(inView(toNdc(frame, top))).toBe(true);
          expect(toNdc(frame, foot).y).toBeGreaterThan(fanTop);
        }
        // The person's chosen card lies in full view above the fan.
        const mine = chosenSpot(0, players).position;
        const nearEdge = mine.clone().setZ(mine.z + (CARD_H * 0.22) / 2);
        expect(toNdc(frame, nearEdge).y).toBeGreaterThan(fanTop);
      });

  // The card and stick buttons (a setting) take the bottom: the fan lies above them, the table above it.
  for (const [w, h, below] of [
    [360, 640, 122],
    [390, 844, 122],
    [844, 390, 66],
    [768, 1024, 126],
  ] as const)
    it(`${w}x${h}, buttons ${below} px high at the bottom: the fan above them, every seat on screen`, () => {
      const view = { width: w, height: h, players: 6, fanCards: 8, reserveTop: 90 };
      const frame = frameCamera({ ...view, reserveBottom: below });
      expect(frame.fan.bottom * h).toBeGreaterThanOrEqual(below);
      expect(frame.fan.top).toBeGreaterThan(frameCamera(view).fan.top);
      // Both lower corners of every card, the outer ones' rolled corners too, lie above the buttons.
      const barTop = -1 + (2 * below) / h;
      for (let i = 0; i < 8; i += 1) {
        const slot = personFanSlot(frame, i, 8);
        for (const side of [-1, 1]) {
          const corner = new Vector3((side * CARD_W) / 2, -CARD_H / 2, 0)
            .multiplyScalar(slot.scale)
            .applyQuaternion(slot.quaternion)
            .add(slot.position);
          expect(toNdc(frame, corner).y, `card ${i}`).toBeGreaterThan(barTop - 1e-9);
        }
      }
      const fanTop = -1 + 2 * frame.fan.top;
      for (let seat = 1; seat < 6; seat += 1) {
        const f = seatFrame(seat, 6);
        expect(inView(toNdc(frame, f.at(SEAT.avatar, HEAD_HEIGHT + 0.1))), `seat ${seat}`).toBe(
          true,
        );
        expect(toNdc(frame, f.at(SEAT.plate, PLATE_HEIGHT)).y).toBeGreaterThan(fanTop);
      }
    });

  it('is steeper and wider-angled in portrait than in landscape', () => {
    const portrait = frameCamera({ width: 768, height: 1024, players: 6, fanCards: 7 });
    const landscape = frameCamera({ width: 1024, height: 768, players: 6, fanCards: 7 });
    expect(portrait.fov).toBeGreaterThan(landscape.fov);
    const pitch = (f: typeof portrait) => new Vector3(0, 0, -1).applyQuaternion(f.quaternion).y;
    expect(pitch(portrait)).toBeLessThan(pitch(landscape));
  });

  it('keeps clear of a taller bar by moving the table down', () => {
    const at = (reserveTop: number) =>
      frameCamera({ width: 390, height: 844, players: 6, fanCards: 7, reserveTop });
    const head = (f: ReturnType<typeof at>) =>
      toNdc(f, seatFrame(3, 6).at(SEAT.avatar, HEAD_HEIGHT)).y;
    expect(head(at(200))).toBeLessThan(head(at(60)));
    expect(head(at(200))).toBeLessThan(1 - (2 * 206) / 844);
  });
});

describe("the person's fan", () => {
  for (const { w, h } of SCREENS)
    for (const n of [7, 8])
      it(`${w}x${h}, ${n} cards: the fan fits the width with a margin, each card with a finger-wide uncovered strip`, () => {
        const frame = frameCamera({ width: w, height: h, players: 4, fanCards: n });
        const rows = new Map<number, number[]>();
        const back = frame.fan.rows === 2 ? Math.min(frame.fan.backRow, Math.ceil(n / 2)) : n;
        for (let i = 0; i < n; i += 1) {
          const slot = personFanSlot(frame, i, n);
          // Every corner across (the top ones swing out as a card rolls; the bottom may dip off).
          for (const dx of [-0.5, 0.5])
            for (const dy of [-0.5, 0.5]) {
              const corner = slot.position
                .clone()
                .add(
                  new Vector3(
                    dx * CARD_W * slot.scale,
                    dy * CARD_H * slot.scale,
                    0,
                  ).applyQuaternion(slot.quaternion),
                );
              expect(Math.abs(toNdc(frame, corner).x), `card ${i}'s corner`).toBeLessThanOrEqual(
                0.98,
              );
            }
          expect(inView(toNdc(frame, slot.position))).toBe(true);
          const row = i < back ? 0 : 1;
          rows.set(row, [...(rows.get(row) ?? []), toNdc(frame, slot.position).x]);
        }
        expect(rows.size).toBe(frame.fan.rows);
        for (const xs of rows.values())
          for (let i = 1; i < xs.length; i += 1)
            expect(((xs[i]! - xs[i - 1]!) / 2) * w).toBeGreaterThanOrEqual(FINGER_PX - 0.5);
        expect(personCardScale(frame)).toBeGreaterThan(0);
      });

  it('cards are at most 28% of the screen height (22% on a short screen); two rows only when narrow', () => {
    expect(fanMetrics(1024, 768, 8).cardH).toBeCloseTo(0.28);
    expect(fanMetrics(844, 390, 8).cardH).toBeCloseTo(0.22);
    expect(fanMetrics(1024, 768, 8).rows).toBe(1);
    expect(fanMetrics(844, 390, 8).rows).toBe(1);
    expect(fanMetrics(360, 640, 8).rows).toBe(2);
    const two = fanMetrics(360, 640, 8);
    // The back row shows a finger's height above the front row.
    expect(two.cardH * two.rowRise * 640).toBeGreaterThanOrEqual(44);
  });
});
