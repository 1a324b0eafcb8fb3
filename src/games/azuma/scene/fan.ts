// Card places: the person's fan (in camera space), the bots' fans, the face-down spots, revealed rows, the deck.
import { Quaternion, Vector3 } from 'three';
import {
  CARD_H,
  CARD_SCALE,
  CARD_W,
  FAN_ARC,
  FAN_DEPTH,
  FAN_DEPTH_STEP,
  FAN_ROLL,
  SEAT,
} from './constants';
import { type Frame, fromCamera } from './framing';
import { facing, lyingQuat, pitchX, type Pose, pose, rollZ, seatFrame } from '../../../table/space';

/** The fan's cards are drawn thinner than the depth step between them, so they never cut into each other. */
const FAN_THIN = 0.25;

/** The world size of one screen-height fraction at the fan's depth. */
function fanUnit(frame: Frame): number {
  return 2 * FAN_DEPTH * Math.tan((frame.fov * Math.PI) / 360);
}

/** The scale of the person's cards (the shared geometry is CARD_H tall). */
export function personCardScale(frame: Frame): number {
  return (frame.fan.cardH * fanUnit(frame)) / CARD_H;
}

/** Which row (0: back, 1: front) and place in it card `i` of `n` takes, and the row's length. */
function fanRow(frame: Frame, i: number, n: number): { row: 0 | 1; k: number; count: number } {
  if (frame.fan.rows === 1 || n <= 1) return { row: 0, k: i, count: n };
  const back = Math.min(frame.fan.backRow, Math.ceil(n / 2));
  return i < back ? { row: 0, k: i, count: back } : { row: 1, k: i - back, count: n - back };
}

/**
 * Slot `i` of `n` in the person's fan: a flat arc at the bottom of the screen, later cards on top;
 * on a narrow phone two rows, the back row raised above the front one.
 */
export function personFanSlot(frame: Frame, i: number, n: number): Pose {
  const unit = fanUnit(frame);
  const scale = personCardScale(frame);
  const w = CARD_W * scale;
  const { row, k: place, count } = fanRow(frame, i, n);
  const k = place - (count - 1) / 2;
  const two = frame.fan.rows === 2;
  const lift = two && row === 0 ? frame.fan.cardH * frame.fan.rowRise : 0;
  const arc = two ? 0 : FAN_ARC * k * k;
  const heightFrac = frame.fan.bottom + frame.fan.cardH * (0.5 - arc) + lift;
  const x = (k * frame.fan.step * w) / (unit / 2) / frame.aspect;
  const y = -1 + 2 * heightFrac;
  const position = fromCamera(frame, x, y, FAN_DEPTH - FAN_DEPTH_STEP * i);
  return pose(position, rollZ(frame.quaternion, two ? 0 : -k * FAN_ROLL), scale, FAN_THIN);
}

/**
 * Where a card of the fan is tapped, in its own space: the middle of the part no later card covers
 * (the strip at its left in one row; the top of a back-row card over the front row).
 */
export function fanTapLocal(frame: Frame, i: number, n: number): Vector3 {
  const { row, k, count } = fanRow(frame, i, n);
  const coveredRight = k < count - 1 ? 1 - frame.fan.step : 0;
  const x = (-coveredRight / 2) * CARD_W;
  const y = frame.fan.rows === 2 && row === 0 ? (0.5 - frame.fan.rowRise / 2) * CARD_H : 0;
  return new Vector3(x, y, 0);
}

/** Where a seat's chosen card lies face down (and where a passed card arrives). */
export function chosenSpot(seat: number, players: number, side = 0): Pose {
  const f = seatFrame(seat, players);
  const r = seat === 0 ? SEAT.myChosen : SEAT.chosen;
  return pose(f.at(r, 0.004, side), lyingQuat(f, false), CARD_SCALE.table);
}

/** Slot `i` of `n` in a bot's face-down fan: held up, facing the bot, backs to the table. */
export function botFanSlot(
  frame: Frame,
  seat: number,
  players: number,
  i: number,
  n: number,
): Pose {
  const f = seatFrame(seat, players);
  const k = i - (n - 1) / 2;
  const w = CARD_W * CARD_SCALE.bot;
  // Held half towards the camera, so side seats' fans are not seen edge on.
  const centre = f.at(SEAT.fan, 0.15);
  const toCamera = frame.position.clone().sub(centre).setY(0).normalize();
  const back = f.inward.clone().add(toCamera).normalize();
  const base = pitchX(facing(back.negate()), 0.45);
  const q = rollZ(base, -k * 0.13);
  const local = new Vector3(k * w * 0.42, -Math.abs(k) * k * 0.0015 - k * k * 0.004, k * 0.002);
  const position = centre.add(local.applyQuaternion(base));
  return pose(position, q, CARD_SCALE.bot);
}

/** The scale of revealed cards: smaller round a crowded table. */
export function revealedScale(players: number): number {
  return players >= 5 ? CARD_SCALE.revealed : CARD_SCALE.revealed * 1.2;
}

/** Slot `i` of `n` of a bot's hand laid open, standing up towards the camera, in front of the bot. */
export function revealedSlot(
  frame: Frame,
  seat: number,
  players: number,
  i: number,
  n: number,
): Pose {
  const f = seatFrame(seat, players);
  const scale = revealedScale(players);
  const centre = f.at(SEAT.revealed, CARD_H * scale * 0.5 + 0.06);
  const q = pitchX(facing(frame.position.clone().sub(centre).setY(0)), -0.55);
  const k = i - (n - 1) / 2;
  const local = new Vector3(k * CARD_W * scale * 0.56, 0, k * 0.003);
  return pose(centre.add(local.applyQuaternion(q)), q, scale);
}

/** The out-of-play stack: face down beside the dealer's spot; `i` stacks them up. */
export function deckSlot(dealer: number, players: number, i: number): Pose {
  const f = seatFrame(dealer, players);
  return pose(
    f.at(SEAT.chosen - 0.05, 0.004 + i * 0.0045, -0.2),
    lyingQuat(f, false),
    CARD_SCALE.table,
  );
}

/** Cards not in this game's deck: tucked away under the table, invisible. */
export const AWAY: Pose = pose(new Vector3(0, -1, 0), new Quaternion(), 0.0001);
