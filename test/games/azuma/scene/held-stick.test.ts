// The person's held stick stands in view beside or above the fan, never behind the cards or off the screen's edge, nor by a bot's seat.
import { describe, expect, it } from 'vitest';
import { Quaternion, Vector3 } from 'three';
import { CARD_H, CARD_W, SEAT, STICK_HEIGHT } from '../../../../src/games/azuma/scene/constants';
import { personFanSlot } from '../../../../src/games/azuma/scene/fan';
import { type Frame, frameCamera, toNdc } from '../../../../src/games/azuma/scene/framing';
import { stickHeld } from '../../../../src/games/azuma/scene/stickMotion';
import { seatFrame } from '../../../../src/table/space';
import { SCREENS } from './screens';

/** The fan's box on screen (ndc): every card's corners. */
function fanBox(frame: Frame, n: number) {
  const box = { left: Infinity, right: -Infinity, bottom: Infinity, top: -Infinity };
  for (let i = 0; i < n; i += 1) {
    const slot = personFanSlot(frame, i, n);
    for (const dx of [-0.5, 0.5])
      for (const dy of [-0.5, 0.5]) {
        const corner = new Vector3(dx * CARD_W * slot.scale, dy * CARD_H * slot.scale, 0)
          .applyQuaternion(slot.quaternion)
          .add(slot.position);
        const p = toNdc(frame, corner);
        box.left = Math.min(box.left, p.x);
        box.right = Math.max(box.right, p.x);
        box.bottom = Math.min(box.bottom, p.y);
        box.top = Math.max(box.top, p.y);
      }
  }
  return box;
}

describe('the person’s held stick', () => {
  for (const { w, h } of SCREENS)
    for (const players of [3, 6])
      it(`${w}x${h}, ${players} players: its top on screen, most of it clear of the fan`, () => {
        const frame = frameCamera({ width: w, height: h, players, fanCards: 7 });
        const fan = fanBox(frame, 7);
        const { base, lean } = stickHeld(frame, 0, players);
        const up = new Vector3(0, STICK_HEIGHT, 0).applyQuaternion(
          new Quaternion().setFromEuler(lean),
        );
        const top = toNdc(frame, base.clone().add(up));
        expect(Math.abs(top.x), 'the top across').toBeLessThanOrEqual(0.96);
        expect(Math.abs(top.y), 'the top up and down').toBeLessThanOrEqual(0.96);
        let clear = 0;
        const steps = 20;
        for (let k = 0; k <= steps; k += 1) {
          const p = toNdc(frame, base.clone().addScaledVector(up, k / steps));
          const behindFan = p.x > fan.left && p.x < fan.right && p.y > fan.bottom && p.y < fan.top;
          if (!behindFan && Math.abs(p.x) <= 1 && Math.abs(p.y) <= 1) clear += 1;
        }
        expect(clear / (steps + 1), 'the share of the stick in view').toBeGreaterThanOrEqual(0.7);
      });

  // At the screen's right edge on a portrait screen it stood by the side seat, and read as that
  // bot's stick (a play-test: "it looks as if Hans took it").
  for (const { w, h } of SCREENS)
    for (const players of [3, 4, 5, 6])
      it(`${w}x${h}, ${players} players: clear of every bot's figure, name and cards`, () => {
        const frame = frameCamera({ width: w, height: h, players, fanCards: 7 });
        const px = (p: { x: number; y: number }) => ({
          x: ((p.x + 1) / 2) * w,
          y: ((1 - p.y) / 2) * h,
        });
        const { base, lean } = stickHeld(frame, 0, players);
        const up = new Vector3(0, STICK_HEIGHT, 0).applyQuaternion(
          new Quaternion().setFromEuler(lean),
        );
        let nearest = Infinity;
        for (let k = 0; k <= 10; k += 1) {
          const p = px(toNdc(frame, base.clone().addScaledVector(up, k / 10)));
          for (let seat = 1; seat < players; seat += 1)
            for (const r of [SEAT.avatar, SEAT.plate, SEAT.fan]) {
              const q = px(toNdc(frame, seatFrame(seat, players).at(r, 0.15)));
              nearest = Math.min(nearest, Math.hypot(q.x - p.x, q.y - p.y));
            }
        }
        expect(nearest, 'px to the nearest bot').toBeGreaterThanOrEqual(40);
      });
});
