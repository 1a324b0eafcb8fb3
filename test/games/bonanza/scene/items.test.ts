// The pieces a scene puts on the table: capped stacks and fans, no fan for the person, the run-out's rows by suit, bets only during the poker call.
import { describe, expect, it } from 'vitest';
import { card, JOKER } from '../../../../src/games/bonanza/rules/cards';
import { POKER_SPACE } from '../../../../src/games/bonanza/rules/sheet';
import {
  CARD_MAX,
  cardItems,
  DISC_MAX,
  discItems,
  FACE_UP,
  putChips,
  spaceChips,
  stackHeight,
} from '../../../../src/games/bonanza/scene/items';
import { MAX_FAN, MAX_STACK, tableLayout } from '../../../../src/games/bonanza/scene/layout';
import { sceneOf, seatOf } from './scenes';

const keysOf = (items: readonly { key: string }[], prefix: string) =>
  items.filter((i) => i.key.startsWith(prefix));

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
    for (const o of ['portrait', 'landscape'] as const) {
      const layout = tableLayout(9, 0, o);
      const all = [...discItems(scene, layout), ...cardItems(scene, layout)];
      expect(new Set(all.map((i) => i.key)).size).toBe(all.length);
    }
  });

  it('lays the played cards face up, a row per suit in play order', () => {
    const played = [card(5, 1), card(6, 1), card(2, 0), card(7, 1), card(3, 0), JOKER];
    const layout = tableLayout(4, 0, 'landscape');
    const cards = cardItems(sceneOf(4, { played }), layout);
    const rows = keysOf(cards, 'played:');
    expect(rows).toHaveLength(5);
    const pose = (c: number) => cards.find((i) => i.key === `played:${c}`)?.pose;
    const h5 = pose(card(5, 1));
    const h7 = pose(card(7, 1));
    const s2 = pose(card(2, 0));
    const s3 = pose(card(3, 0));
    if (!h5 || !h7 || !s2 || !s3) throw new Error('missing played card');
    expect(h5.pitch).toBeCloseTo(FACE_UP);
    expect(h5.z).toBeCloseTo(h7.z);
    expect(h7.x).toBeGreaterThan(h5.x);
    expect(s2.z).toBeLessThan(h5.z);
    expect(s2.x).toBeCloseTo(h5.x);
    expect(s3.x).toBeGreaterThan(s2.x);
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
    for (const o of ['portrait', 'landscape'] as const) {
      const layout = tableLayout(9, 0, o);
      // Room left for the chips in flight (at most 60).
      expect(discItems(scene, layout).length + 60).toBeLessThanOrEqual(DISC_MAX);
      expect(cardItems(scene, layout).length).toBeLessThanOrEqual(CARD_MAX);
    }
  });
});
