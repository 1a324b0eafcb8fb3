// Pieces on their way: a piece that stays still is left alone, a moved one tweens from where it is drawn, new ones arrive, flights vanish on landing.
import { describe, expect, it } from 'vitest';
import type { Item, Pose } from '../../../../src/games/bonanza/scene/items';
import {
  FLIGHT_S,
  MOVE_S,
  moving,
  NO_PLAN,
  paintFrame,
  type Plan,
  poseAt,
  retarget,
  type Track,
} from '../../../../src/games/bonanza/scene/motion';

const pose = (x: number, pitch = 0): Pose => ({
  x,
  y: 0,
  z: 0,
  yaw: 0,
  pitch,
  sx: 1,
  sy: 1,
  sz: 1,
});
const item = (key: string, x: number, pitch = 0): Item => ({ key, look: 1, pose: pose(x, pitch) });
const at = (tracks: ReadonlyMap<string, Track>, key: string, time: number) => {
  const t = tracks.get(key);
  return t ? poseAt(t, time) : undefined;
};

describe('pieces on their way', () => {
  it('puts the first scene in place at once and then rests', () => {
    const tracks = retarget(new Map(), [item('a', 1), item('b', 2)], NO_PLAN, 0, false);
    expect(at(tracks, 'a', 0)?.x).toBe(1);
    expect(moving(tracks.values(), 0)).toBe(false);
  });

  it('moves a piece from where it is drawn to its new place, arcing over when it turns', () => {
    let tracks = retarget(new Map(), [item('a', 0)], NO_PLAN, 0, false);
    tracks = retarget(tracks, [item('a', 2, Math.PI)], NO_PLAN, 10, false);
    expect(moving(tracks.values(), 10)).toBe(true);
    expect(at(tracks, 'a', 10)?.x).toBe(0);
    const mid = at(tracks, 'a', 10 + MOVE_S / 2);
    expect(mid?.x).toBeCloseTo(1);
    expect(mid?.y ?? 0).toBeGreaterThan(0);
    expect(at(tracks, 'a', 10 + MOVE_S)?.x).toBe(2);
    expect(moving(tracks.values(), 10 + MOVE_S)).toBe(false);
    // Retargeted half way: it sets off from where it was drawn, not from where it started.
    let again = retarget(new Map(), [item('a', 0)], NO_PLAN, 0, false);
    again = retarget(again, [item('a', 2)], NO_PLAN, 1, false);
    const half = at(again, 'a', 1 + MOVE_S / 2)?.x ?? NaN;
    again = retarget(again, [item('a', 4)], NO_PLAN, 1 + MOVE_S / 2, false);
    expect(at(again, 'a', 1 + MOVE_S / 2)?.x).toBeCloseTo(half);
  });

  it('jumps to the end with reduced motion and draws no flights', () => {
    let tracks = retarget(new Map(), [item('a', 0)], NO_PLAN, 0, false);
    const plan: Plan = {
      arrivals: new Map([['b', { from: pose(5), delay: 0.2 }]]),
      flights: [{ look: 1, from: pose(0), to: pose(3), delay: 0 }],
      moveDelay: 0,
    };
    tracks = retarget(tracks, [item('a', 2), item('b', 1)], plan, 1, true);
    expect(at(tracks, 'a', 1)?.x).toBe(2);
    expect(at(tracks, 'b', 1)?.x).toBe(1);
    expect([...tracks.keys()].some((k) => k.startsWith('fly:'))).toBe(false);
    expect(moving(tracks.values(), 1)).toBe(false);
  });

  it('brings new pieces from their arrival, hides late ones until they land, and drops gone ones', () => {
    let tracks = retarget(new Map(), [item('gone', 0)], NO_PLAN, 0, false);
    const plan: Plan = {
      arrivals: new Map([
        ['card', { from: pose(5), delay: 0.1 }],
        ['chip', { from: null, delay: 0.5, showAfter: 0.5 }],
      ]),
      flights: [{ look: 7, from: pose(0), to: pose(3), delay: 0 }],
      moveDelay: 0,
    };
    tracks = retarget(tracks, [item('card', 1), item('chip', 3)], plan, 2, false);
    expect(tracks.has('gone')).toBe(false);
    expect(at(tracks, 'card', 2)?.x).toBe(5);
    expect(at(tracks, 'card', 2.1 + MOVE_S)?.x).toBe(1);
    expect(at(tracks, 'chip', 2.4)).toBeNull();
    expect(at(tracks, 'chip', 2.5)?.x).toBe(3);
    const fly = [...tracks.values()].find((t) => t.key.startsWith('fly:'));
    expect(fly).toBeDefined();
    if (!fly) return;
    expect(poseAt(fly, 2)?.x).toBe(0);
    expect(poseAt(fly, 2 + FLIGHT_S)).toBeNull();
    expect(moving(tracks.values(), 2 + FLIGHT_S + MOVE_S)).toBe(false);
  });
});

describe('pieces leaving', () => {
  it('go to their departure and vanish there; without one they vanish at once', () => {
    let tracks = retarget(new Map(), [item('shown', 0), item('other', 1)], NO_PLAN, 0, false);
    const plan: Plan = {
      arrivals: new Map(),
      departures: new Map([['shown', pose(4, Math.PI)]]),
      flights: [],
      moveDelay: 0,
    };
    tracks = retarget(tracks, [], plan, 1, false);
    expect(tracks.has('shown')).toBe(false);
    expect(tracks.has('other')).toBe(false);
    const going = [...tracks.values()];
    expect(going).toHaveLength(1);
    const t = going[0];
    if (!t) return;
    expect(poseAt(t, 1)?.x).toBe(0);
    expect(poseAt(t, 1 + MOVE_S)).toBeNull();
    expect(moving(tracks.values(), 1 + MOVE_S)).toBe(false);
  });

  it('are gone from the screen once they have left: the frame after the last moving one is drawn too', () => {
    let tracks = retarget(new Map(), [item('shown', 0), item('stays', 1)], NO_PLAN, 0, false);
    const plan: Plan = {
      arrivals: new Map(),
      departures: new Map([['shown', pose(4, Math.PI)]]),
      flights: [],
      moveDelay: 0,
    };
    tracks = retarget(tracks, [item('stays', 1)], plan, 1, false);
    // Frames as a phone draws them (not in step with the motion's end), until none is asked for.
    const painter = { dirty: true, moved: false };
    let onScreen: string[] = [];
    let frames = 0;
    for (let time = 1; frames < 200; time += 0.016) {
      frames += 1;
      const still = !moving(tracks.values(), time);
      const more = paintFrame(painter, still, () => {
        onScreen = [...tracks.values()].filter((t) => poseAt(t, time)).map((t) => t.key);
      });
      if (!more) break;
    }
    expect(frames).toBeLessThan(200);
    expect(onScreen).toEqual(['stays']);
  });
});
