// What moves between two scenes: chips from the places that lost to those that gained, cards from the hand that played or showed them, the deal from the dealer.
import { describe, expect, it } from 'vitest';
import { card } from '../../../../src/games/bonanza/rules/cards';
import { chipTransfers, planChange } from '../../../../src/games/bonanza/scene/diff';
import {
  cardItems,
  discItems,
  FACE_DOWN,
  FACE_UP,
  type Pose,
  seatSpots,
  spaceStackSpot,
} from '../../../../src/games/bonanza/scene/items';
import { tableLayout } from '../../../../src/games/bonanza/scene/layout';
import { MOVE_S } from '../../../../src/games/bonanza/scene/motion';
import { DEAL_LANDS_MS } from '../../../../src/games/bonanza/view/deal-timing';
import type { TableScene } from '../../../../src/games/bonanza/view/table-scene';
import { sceneOf, seatOf } from './scenes';

const layout = tableLayout(4, 0, 'landscape');
const restOf = (s: TableScene): Map<string, Pose> =>
  new Map([...discItems(s, layout), ...cardItems(s, layout)].map((i) => [i.key, i.pose]));
const plan = (a: TableScene, b: TableScene) =>
  planChange(a, b, layout, restOf(a), [...discItems(b, layout), ...cardItems(b, layout)]);

describe('chip transfers', () => {
  it('pair every chip lost with a chip gained', () => {
    const place = (key: string, before: number, after: number) => ({
      key,
      x: 0,
      z: 0,
      before,
      after,
    });
    const t = chipTransfers([
      place('a', 10, 0),
      place('b', 0, 4),
      place('c', 5, 5),
      place('d', 1, 7),
    ]);
    expect(t.map((x) => [x.from.key, x.to.key, x.chips])).toEqual([
      ['a', 'b', 4],
      ['a', 'd', 6],
    ]);
  });
});

describe('the plan of a change', () => {
  it('flies chips from a space to the seat that took it; the seat stack grows when they land', () => {
    const before = sceneOf(4);
    const after = sceneOf(4, {
      sheet: [0, 1, 4, 1, 5, 9, 2, 6, 5, 3],
      seats: [seatOf(0), seatOf(1), seatOf(2, { stack: 93 }), seatOf(3)],
    });
    const p = plan(before, after);
    expect(p.flights.length).toBe(3);
    const from = spaceStackSpot(layout, 0);
    const to = seatSpots(layout.seats[2] ?? layout.seats[0]!, false).stack;
    for (const f of p.flights) {
      expect(f.from.x).toBeCloseTo(from.x);
      expect(f.to.x).toBeCloseTo(to.x);
      expect(f.to.z).toBeCloseTo(to.z);
    }
    // The stack shows at most 20 chips: 90 and 93 both show 20, so no new chip appears on it.
    expect([...p.arrivals.keys()].filter((k) => k.startsWith('st:2:'))).toEqual([]);
    const small = plan(
      sceneOf(4, { seats: [seatOf(0), seatOf(1), seatOf(2, { stack: 5 }), seatOf(3)] }),
      sceneOf(4, {
        sheet: [0, 1, 4, 1, 5, 9, 2, 6, 5, 3],
        seats: [seatOf(0), seatOf(1), seatOf(2, { stack: 8 }), seatOf(3)],
      }),
    );
    const grown = [...small.arrivals.entries()].filter(([k]) => k.startsWith('st:2:'));
    expect(grown.map(([k]) => k).sort()).toEqual(['st:2:5', 'st:2:6', 'st:2:7']);
    for (const [, a] of grown) expect(a.showAfter ?? 0).toBeGreaterThan(0);
  });

  it('flies a played card face down from the hand that played it to its row', () => {
    const before = sceneOf(4, { played: [card(2, 0)] });
    const seats = [seatOf(0), seatOf(1), seatOf(2), seatOf(3, { held: 9 })];
    const after = sceneOf(4, { played: [card(2, 0), card(3, 0)], seats });
    const a = plan(before, after).arrivals.get(`played:${card(3, 0)}`);
    const fan = restOf(before).get('fan:3:9');
    expect(a?.from?.x).toBeCloseTo(fan?.x ?? NaN);
    expect(a?.from?.pitch).toBeCloseTo(FACE_DOWN);
    expect(plan(before, after).arrivals.has(`played:${card(2, 0)}`)).toBe(false);
  });

  it('turns shown cards up from their seat and deals new hands from the dealer', () => {
    const shown = [[], [], [card(9, 1), card(10, 1)], []];
    const p = plan(sceneOf(4), sceneOf(4, { shown }));
    const a = p.arrivals.get(`shown:2:${card(9, 1)}`);
    expect(a?.from?.pitch).toBeCloseTo(FACE_DOWN);
    const empty = sceneOf(4, { seats: [0, 1, 2, 3].map((s) => seatOf(s, { held: 0 })), widow: 0 });
    const deal = plan(empty, sceneOf(4));
    const dealer = seatSpots(layout.seats[1] ?? layout.seats[0]!, false).fan;
    const first = deal.arrivals.get('fan:2:0');
    const later = deal.arrivals.get('fan:3:4');
    expect(first?.from?.x).toBeCloseTo(dealer.x);
    expect(later?.delay ?? 0).toBeGreaterThan(first?.delay ?? 0);
  });

  it('deals every card to land within DEAL_LANDS_MS, the time the first question waits', () => {
    for (const players of [2, 4, 9]) {
      const at = tableLayout(players, 0, 'landscape');
      const held = Math.ceil(53 / (players + 1));
      const empty = sceneOf(players, {
        seats: Array.from({ length: players }, (_, s) => seatOf(s, { held: 0 })),
        widow: 0,
      });
      const dealtScene = sceneOf(players, {
        seats: Array.from({ length: players }, (_, s) => seatOf(s, { held })),
        widow: held,
      });
      const items = [...discItems(dealtScene, at), ...cardItems(dealtScene, at)];
      const rest = new Map(
        [...discItems(empty, at), ...cardItems(empty, at)].map((i) => [i.key, i.pose]),
      );
      const deal = planChange(empty, dealtScene, at, rest, items);
      const delays = [...deal.arrivals.entries()]
        .filter(([key]) => key.startsWith('fan:') || key.startsWith('widow:'))
        .map(([, a]) => a.delay);
      expect(delays.length, `${players} players`).toBeGreaterThan(players);
      const landed = Math.max(...delays) + MOVE_S;
      expect(landed, `${players} players`).toBeLessThanOrEqual(DEAL_LANDS_MS / 1000);
    }
  });

  it('plans nothing for the first scene or a new table', () => {
    expect(planChange(null, sceneOf(4), layout, new Map(), []).flights).toEqual([]);
    expect(plan(sceneOf(3), sceneOf(4)).arrivals.size).toBe(0);
  });
});

describe('the person’s cards', () => {
  it('come up face up from the overlay’s hand, below the near edge', () => {
    const before = sceneOf(4, { played: [card(2, 0)] });
    const seats = [seatOf(0, { held: 9 }), seatOf(1), seatOf(2), seatOf(3)];
    const after = sceneOf(4, { played: [card(2, 0), card(3, 0)], seats });
    const a = plan(before, after).arrivals.get(`played:${card(3, 0)}`);
    const me = layout.seats[0];
    expect(a?.from?.pitch).toBeCloseTo(FACE_UP);
    expect(a?.from?.z ?? -Infinity).toBeGreaterThan(me?.z ?? Infinity);
  });
});

describe('shown cards going back', () => {
  it('go face down into their seat’s hand', () => {
    const shown = [[], [], [card(9, 1)], []];
    const p = plan(sceneOf(4, { shown }), sceneOf(4));
    const to = p.departures?.get(`shown:2:${card(9, 1)}`);
    const fan = seatSpots(layout.seats[2] ?? layout.seats[0]!, false).fan;
    expect(to?.pitch).toBeCloseTo(FACE_DOWN);
    expect(to?.x).toBeCloseTo(fan.x);
  });
});
