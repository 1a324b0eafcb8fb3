// The pieces a scene puts on the table: capped stacks and fans, no fan for the person, the run-out's rows by suit, bets only during the poker call.
import { describe, expect, it } from 'vitest';
import { card, JOKER } from '../../../../src/games/bonanza/rules/cards';
import { POKER_SPACE } from '../../../../src/games/bonanza/rules/sheet';
import {
  CARD_MAX,
  cardItems,
  cellOfLook,
  DISC_MAX,
  discItems,
  FACE_UP,
  isLit,
  LIT,
  type Pose,
  putChips,
  spaceChips,
  stackHeight,
} from '../../../../src/games/bonanza/scene/items';
import {
  CARD_H,
  CARD_W,
  INDEX_H,
  INDEX_W,
  LATEST_TILT,
  MAX_FAN,
  MAX_STACK,
  tableLayout,
} from '../../../../src/games/bonanza/scene/layout';
import { CORNER } from '../../../../src/games/bonanza/scene/faces';
import { sceneOf, seatOf } from './scenes';

const keysOf = <T extends { key: string }>(items: readonly T[], prefix: string): T[] =>
  items.filter((i) => i.key.startsWith(prefix));

/** A point of a lying card in world x, z: u and v in card widths and heights from its centre (v towards its foot). */
function world(p: Pose, u: number, v: number): [number, number] {
  const du = u * CARD_W * p.sx;
  const dv = v * CARD_H * p.sz;
  const c = Math.cos(p.yaw);
  const s = Math.sin(p.yaw);
  return [p.x + du * c + dv * s, p.z - du * s + dv * c];
}

const indexMiddle = (p: Pose) => world(p, INDEX_W / 2 - 0.5, INDEX_H / 2 - 0.5);

/** Is a world point on a lying card? */
function inside(p: Pose, x: number, z: number): boolean {
  const dx = x - p.x;
  const dz = z - p.z;
  const c = Math.cos(p.yaw);
  const s = Math.sin(p.yaw);
  const u = (dx * c - dz * s) / (CARD_W * p.sx);
  const v = (dx * s + dz * c) / (CARD_H * p.sz);
  return Math.abs(u) < 0.5 - 1e-9 && Math.abs(v) < 0.5 - 1e-9;
}

/** The corners and middle of a card's index and suit pip (as faces.ts draws them), in u, v. */
function indexPoints(): [number, number][] {
  const left = CORNER.x - CORNER.width / 2 - 0.5;
  const right = CORNER.x + CORNER.width / 2 - 0.5;
  const top = CORNER.top - 0.5;
  const foot = CORNER.pipTop + (CORNER.pipSize * CARD_W) / CARD_H - 0.5;
  return [
    [left, top],
    [right, top],
    [left, foot],
    [right, foot],
    [(left + right) / 2, (top + foot) / 2],
  ];
}

describe('the pieces of a scene', () => {
  it('caps a stack at MAX_STACK chips and a fan at MAX_FAN cards', () => {
    expect(stackHeight(0)).toBe(0);
    expect(stackHeight(7)).toBe(7);
    expect(stackHeight(500)).toBe(MAX_STACK);
    const scene = sceneOf(3, {
      sheet: [0, 1, 2, 3, 4, 5, 6, 7, 8, 99],
      seats: [seatOf(0), seatOf(1, { held: 25, stack: 300 }), seatOf(2, { held: 3 })],
    });
    const layout = tableLayout(3, 0, 'portrait');
    const discs = discItems(scene, layout);
    expect(keysOf(discs, 'sp:9:')).toHaveLength(MAX_STACK);
    expect(keysOf(discs, 'sp:0:')).toHaveLength(0);
    expect(keysOf(discs, 'sp:4:')).toHaveLength(4);
    expect(keysOf(discs, 'st:1:')).toHaveLength(MAX_STACK);
    expect(keysOf(discs, 'dealer')).toHaveLength(1);
    const cards = cardItems(scene, layout);
    expect(keysOf(cards, 'fan:1:')).toHaveLength(MAX_FAN);
    expect(keysOf(cards, 'fan:2:')).toHaveLength(3);
    // The person's hand is the overlay's, never drawn.
    expect(keysOf(cards, 'fan:0:')).toHaveLength(0);
  });

  it('gives every piece its own key', () => {
    const scene = sceneOf(9, {
      shown: [
        [card(12, 0), JOKER],
        [],
        [card(5, 1), card(6, 1), card(7, 1)],
        [],
        [],
        [],
        [],
        [],
        [],
      ],
      played: [card(2, 0), card(3, 0), card(2, 1)],
      dead: 6,
    });
    for (const o of ['portrait', 'landscape', 'side'] as const) {
      const layout = tableLayout(9, 0, o);
      const all = [...discItems(scene, layout), ...cardItems(scene, layout)];
      expect(new Set(all.map((i) => i.key)).size).toBe(all.length);
    }
  });

  it('lays the played cards face up, a row per suit, each rank in its place, the latest turned and lit', () => {
    // Hearts from 5 to 7, spades 2 and 3, then a low heart led after the stop: it lies left of the 5.
    const played = [card(5, 1), card(6, 1), card(7, 1), card(2, 0), card(3, 0), card(3, 1), JOKER];
    const layout = tableLayout(4, 0, 'landscape');
    const cards = cardItems(sceneOf(4, { played }), layout);
    const rows = keysOf(cards, 'played:');
    expect(rows).toHaveLength(6);
    const pose = (c: number) => {
      const p = cards.find((i) => i.key === `played:${c}`)?.pose;
      if (!p) throw new Error('missing played card');
      return p;
    };
    const [h3, h5, h6, h7, s2, s3] = [
      pose(card(3, 1)),
      pose(card(5, 1)),
      pose(card(6, 1)),
      pose(card(7, 1)),
      pose(card(2, 0)),
      pose(card(3, 0)),
    ];
    expect(h5.pitch).toBeCloseTo(FACE_UP);
    expect(h5.z).toBeCloseTo(h7.z);
    // A rank's place: the step apart per rank, a gap where the 4 is missing; 3s of both rows aligned.
    expect(h6.x - h5.x).toBeCloseTo(layout.row.step);
    expect(h7.x - h5.x).toBeCloseTo(2 * layout.row.step);
    expect(s3.x - s2.x).toBeCloseTo(layout.row.step);
    expect(s2.z).toBeLessThan(h5.z);
    // Higher ranks lie on lower ones, the nearer row on the farther.
    expect(h6.y).toBeGreaterThan(h5.y);
    expect(h5.y).toBeGreaterThan(s3.y);
    // The latest (the 3 of hearts, the Joker never lies there) is the only one turned, its index in its place.
    for (const p of [h5, h6, h7, s2, s3]) expect(p.yaw).toBe(0);
    expect(h3.yaw).toBeCloseTo(-LATEST_TILT);
    // And lit: its look is its cell with LIT, the others' their cells.
    const look = (c: number) => cards.find((i) => i.key === `played:${c}`)?.look ?? -1;
    expect(look(card(3, 1))).toBe(card(3, 1) + LIT);
    expect(isLit(look(card(3, 1)))).toBe(true);
    expect(cellOfLook(look(card(3, 1)))).toBe(card(3, 1));
    expect(look(card(5, 1))).toBe(card(5, 1));
    expect(isLit(look(card(5, 1)))).toBe(false);
    const [cx, cz] = indexMiddle(h3);
    const [sx, sz] = indexMiddle(s3);
    expect(cx).toBeCloseTo(sx);
    expect(cz - sz).toBeCloseTo(layout.row.pitch);
    expect(h3.x).toBeLessThan(h5.x - layout.row.step);
  });

  for (const o of ['portrait', 'landscape', 'side'] as const)
    it(`${o}: no run-out card covers another's index and pip, whichever card came last`, () => {
      const layout = tableLayout(6, 0, o);
      // A full run-out, the latest card at each end and in the middle of each row.
      for (const last of [
        card(2, 0),
        card(14, 0),
        card(8, 1),
        card(2, 3),
        card(14, 3),
        card(9, 2),
      ]) {
        const played = Array.from({ length: 52 }, (_, c) => c).filter((c) => c !== last);
        played.push(last);
        const rows = keysOf(cardItems(sceneOf(6, { played }), layout), 'played:');
        expect(rows).toHaveLength(52);
        for (const a of rows)
          for (const [u, v] of indexPoints())
            for (const b of rows) {
              if (b === a || b.pose.y <= a.pose.y) continue;
              const [x, z] = world(a.pose, u, v);
              expect(inside(b.pose, x, z), `${a.key} under ${b.key}`).toBe(false);
            }
        // Every card, the turned one too, lies within the table's bounds.
        for (const a of rows)
          for (const [u, v] of [
            [-0.5, -0.5],
            [0.5, -0.5],
            [-0.5, 0.5],
            [0.5, 0.5],
          ] as const) {
            const [x, z] = world(a.pose, u, v);
            expect(x).toBeGreaterThanOrEqual(layout.bounds.minX);
            expect(x).toBeLessThanOrEqual(layout.bounds.maxX);
            expect(z).toBeGreaterThanOrEqual(layout.bounds.minZ);
            expect(z).toBeLessThanOrEqual(layout.bounds.maxZ);
          }
      }
    });

  it('shows the bets in front of the seats only while poker is called, never counting them twice', () => {
    const seats = [seatOf(0, { put: 4 }), seatOf(1, { put: 4 }), seatOf(2)];
    const sheet = [1, 1, 1, 1, 20, 1, 1, 1, 1, 1];
    const betting = sceneOf(3, { seats, sheet, calling: POKER_SPACE });
    expect(putChips(betting)).toEqual([4, 4, 0]);
    expect(spaceChips(betting)[POKER_SPACE]).toBe(12);
    const after = sceneOf(3, { seats, sheet, calling: -1 });
    expect(putChips(after)).toEqual([0, 0, 0]);
    expect(spaceChips(after)[POKER_SPACE]).toBe(20);
  });

  it('fits the instance pools at the fullest table', () => {
    // 53 cards: the hands (shown cards among them), both piles and the run-out's rows.
    const seats = Array.from({ length: 9 }, (_, s) => seatOf(s, { stack: 999, held: 6, put: 40 }));
    const scene = sceneOf(9, {
      seats,
      sheet: new Array<number>(10).fill(999),
      calling: POKER_SPACE,
      widow: 40,
      dead: 40,
      shown: Array.from({ length: 9 }, (_, s) => [
        card(2, 0) + s,
        card(3, 1) + s,
        card(4, 2) + s,
        card(5, 3) + s,
        JOKER,
      ]),
      played: Array.from({ length: 52 }, (_, c) => c),
    });
    for (const o of ['portrait', 'landscape', 'side'] as const) {
      const layout = tableLayout(9, 0, o);
      // Room left for the chips in flight (at most 60).
      expect(discItems(scene, layout).length + 60).toBeLessThanOrEqual(DISC_MAX);
      expect(cardItems(scene, layout).length).toBeLessThanOrEqual(CARD_MAX);
    }
  });
});
