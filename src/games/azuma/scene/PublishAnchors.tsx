// Tells the overlay where each bot's figure and name tag are on screen (on resize only, never per frame).
import { useThree } from '@react-three/fiber';
import { useLayoutEffect } from 'react';
import type { Vector3 } from 'three';
import { type ScreenBox, type SeatAnchor, useLayoutBridge } from '../../../table/bridge';
import { HEAD_HEIGHT, PLATE_HEIGHT, SEAT } from './constants';
import { type Frame, toNdc } from './framing';
import { seatFrame } from '../../../table/space';
import { useFrameLayout } from './store';

/** CSS pixels of a world point for a canvas of `width` x `height`. */
function toPx(frame: Frame, p: Vector3, width: number, height: number) {
  const v = toNdc(frame, p);
  return { x: ((v.x + 1) / 2) * width, y: ((1 - v.y) / 2) * height };
}

/** The screen boxes of the bots' figures and the points their name tags hang from. */
export function seatAnchors(
  frame: Frame,
  players: number,
  width: number,
  height: number,
): SeatAnchor[] {
  const anchors: SeatAnchor[] = [];
  for (let seat = 1; seat < players; seat += 1) {
    const f = seatFrame(seat, players);
    const points = [HEAD_HEIGHT + 0.1, 0.35, 0.02].flatMap((y) => {
      const c = f.at(SEAT.avatar, y);
      return [-0.16, 0.16].map((dx) => toPx(frame, c.clone().setX(c.x + dx), width, height));
    });
    const box: ScreenBox = {
      left: Math.min(...points.map((p) => p.x)),
      right: Math.max(...points.map((p) => p.x)),
      top: Math.min(...points.map((p) => p.y)),
      bottom: Math.max(...points.map((p) => p.y)),
    };
    const tag = toPx(frame, f.at(SEAT.plate, PLATE_HEIGHT), width, height);
    anchors.push({ seat, figure: box, tag });
  }
  return anchors;
}

export function PublishAnchors({ players }: { players: number }) {
  const frame = useFrameLayout();
  const bridge = useLayoutBridge();
  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  useLayoutEffect(() => {
    bridge.setAnchors({
      width,
      height,
      seats: seatAnchors(frame, players, width, height),
      fanTop: (1 - frame.fan.top) * height,
    });
  }, [bridge, frame, players, width, height]);
  return null;
}
