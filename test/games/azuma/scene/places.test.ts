// Card placement per seat and per moment: fan, chosen, passing, revealed, out of play, not in the game.
import { describe, expect, it } from 'vitest';
import { type Quaternion, Vector3 } from 'three';
import { suitOf } from '../../../../src/games/azuma/rules/cards';
import { SEAT } from '../../../../src/games/azuma/scene/constants';
import { frameCamera, toNdc } from '../../../../src/games/azuma/scene/framing';
import {
  CARD_COUNT,
  type CardState,
  cardLooks,
  cardPlaces,
  cardStateOf,
  fanCarried,
  fanOrder,
  tapPoint,
} from '../../../../src/games/azuma/scene/places';
import { seatFrame } from '../../../../src/table/space';
import { selCardInputs } from '../../../../src/games/azuma/view/scene';
import { Harness } from '../../../statecharts/azuma/harness';

const frame = frameCamera({ width: 1024, height: 768, players: 4, fanCards: 7 });
const hands = [
  [40, 3, 20, 9, 21, 0, 41],
  [4, 5, 6, 7, 8, 10, 11],
  [12, 13, 14, 15, 16, 17, 18],
  [19, 22, 23, 24, 25, 26, 27],
];
const base: CardState = {
  players: 4,
  hands,
  chosen: [null, null, null, null],
  transit: [],
  shown: null,
  dealer: 2,
  outOfPlay: [28, 29, 30],
};
/** Which way a card's face looks, in world space. */
const faceOf = (q: Quaternion) => new Vector3(0, 0, 1).applyQuaternion(q);

describe('cardPlaces', () => {
  it("puts the person's cards in a fan grouped by suit, left to right, facing the camera", () => {
    const places = cardPlaces(base, frame);
    const fan = hands[0]!.map((c) => ({ c, p: places[c]! }));
    expect(fan.every(({ p }) => p.kind === 'fan' && p.seat === 0 && p.count === 7)).toBe(true);
    const order = [...fan].sort((a, b) => a.p.slot - b.p.slot).map((x) => x.c);
    expect(order).toEqual(fanOrder(hands[0]!));
    expect(order.map(suitOf)).toEqual([...order.map(suitOf)].sort((a, b) => a - b));
    const xs = order.map((c) => toNdc(frame, places[c]!.pose.position).x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    const toCamera = frame.position.clone().sub(places[order[3]!]!.pose.position).normalize();
    expect(faceOf(places[order[3]!]!.pose.quaternion).dot(toCamera)).toBeGreaterThan(0.95);
  });

  it("lays a chosen card face down on its seat spot; a bot's fan closes up, the person's keeps its slot", () => {
    const places = cardPlaces({ ...base, chosen: [20, 4, null, null] }, frame);
    for (const [seat, card] of [
      [0, 20],
      [1, 4],
    ] as const) {
      const p = places[card]!;
      expect(p.kind).toBe('chosen');
      expect(faceOf(p.pose.quaternion).y).toBeLessThan(-0.99);
      const r = Math.hypot(p.pose.position.x, p.pose.position.z);
      expect(r).toBeCloseTo(seat === 0 ? SEAT.myChosen : SEAT.chosen, 5);
    }
    expect(places[5]!.kind).toBe('bot');
    expect(places[5]!.count).toBe(6);
    // Nothing of the person's fan moves under a finger as a card is chosen, or another one.
    const before = cardPlaces(base, frame);
    const again = cardPlaces({ ...base, chosen: [9, 4, null, null] }, frame);
    for (const card of hands[0]!.filter((c) => c !== 20)) {
      expect(places[card]!.count).toBe(7);
      expect(places[card]!.pose.position.distanceTo(before[card]!.pose.position)).toBe(0);
    }
    expect(again[20]!.pose.position.distanceTo(before[20]!.pose.position)).toBe(0);
  });

  it("keeps the person's fan still as the table's own slices change at the person's choice", () => {
    // A play-tester's fan dropped 17 px at every tap: it stood raised while the table waited for the
    // person's card. Through the machine, the state the cards are placed from changes nothing of
    // the fan but the chosen card, whether the bots chose before the person or not.
    const h = Harness.create({
      players: 4,
      deals: [['AAAABBB', 'CCCDDDE', 'EEEFFFG', 'GGGHHHB']],
    });
    h.until('choosing');
    const placesNow = () => cardPlaces(cardStateOf(4, selCardInputs(h.snap)), frame);
    const mine = [...h.ctx.hands[0]!];
    const still = (before: ReturnType<typeof placesNow>, after: typeof before, chosen: number) => {
      for (const card of mine.filter((c) => c !== chosen))
        expect(after[card]!.pose.position.distanceTo(before[card]!.pose.position)).toBe(0);
    };
    const first = placesNow();
    h.choose(1, 'C');
    h.choose(2, 'E');
    h.choose(3, 'G');
    const waited = placesNow();
    still(first, waited, -1);
    h.choose(0, 'B');
    const after = placesNow();
    const gone = mine.find((c) => after[c]!.kind === 'chosen');
    expect(gone).toBeDefined();
    still(waited, after, gone!);
  });

  it('carries the resting cards of the fan to a new frame at once, never a card on its way', () => {
    // The HUD grew (a two-line prompt): the camera is framed again, the fan hangs in front of it.
    const other = frameCamera({
      width: 1024,
      height: 768,
      players: 4,
      fanCards: 7,
      reserveTop: 160,
    });
    const state = { ...base, chosen: [20, null, null, null] };
    const before = cardPlaces(state, frame);
    const after = cardPlaces(state, other);
    const now = before.map((p) => p.pose.position.clone());
    // One card still on its way into the fan (dealt late), one a bot's.
    now[3]!.add(new Vector3(0, 0.5, 0));
    const carried = fanCarried(before, after, now, 0.01);
    const resting = hands[0]!.filter((c) => c !== 20 && c !== 3);
    expect(carried.sort((a, b) => a - b)).toEqual([...resting].sort((a, b) => a - b));
    expect(carried).not.toContain(20);
    expect(carried).not.toContain(4);
    expect(after[9]!.pose.position.distanceTo(before[9]!.pose.position)).toBeGreaterThan(0.01);
  });

  it("sends a passed card to the left neighbour, and keeps it out of that fan until picked up (the person's fan keeps its slot)", () => {
    // After the call: seat 3 passed 19 to the person (seat 0), the person passed 20 to seat 1.
    const after = hands.map((h) => [...h]);
    after[0] = [...after[0]!.filter((c) => c !== 20), 19];
    after[3] = after[3]!.filter((c) => c !== 19).concat(20);
    const transit = [
      { card: 20, from: 0, to: 1 },
      { card: 19, from: 3, to: 0 },
    ];
    const places = cardPlaces({ ...base, hands: after, transit }, frame);
    expect(places[19]!.kind).toBe('transit');
    expect(places[19]!.seat).toBe(0);
    expect(places[20]!.seat).toBe(1);
    const toSeat1 = places[20]!.pose.position.distanceTo(seatFrame(1, 4).at(SEAT.chosen));
    expect(toSeat1).toBeLessThan(0.1);
    const landed = cardPlaces({ ...base, hands: after }, frame);
    expect(landed[19]!.kind).toBe('fan');
    expect(landed[3]!.count).toBe(7);
    // While it travels the person's other cards already stand where they stay once it lands.
    for (const card of after[0]!.filter((c) => c !== 19)) {
      expect(places[card]!.kind).toBe('fan');
      expect({ slot: places[card]!.slot, count: places[card]!.count }).toEqual({
        slot: landed[card]!.slot,
        count: landed[card]!.count,
      });
      expect(places[card]!.pose.position.distanceTo(landed[card]!.pose.position)).toBe(0);
    }
  });

  it("opens the grabbers' hands face up towards the camera, the others stay hidden", () => {
    const places = cardPlaces({ ...base, chosen: [null, 4, null, null], shown: [0, 2] }, frame);
    const row = hands[2]!.map((c) => places[c]!);
    expect(row.every((p) => p.kind === 'revealed' && p.seat === 2)).toBe(true);
    const p = row[0]!;
    const toCamera = frame.position.clone().sub(p.pose.position).normalize();
    expect(faceOf(p.pose.quaternion).dot(toCamera)).toBeGreaterThan(0.5);
    expect(places[4]!.kind).toBe('bot');
    expect(places[40]!.kind).toBe('fan');
  });

  it('stacks the out-of-play cards by the dealer and tucks away cards not in the game', () => {
    const places = cardPlaces(base, frame);
    expect([28, 29, 30].map((c) => places[c]!.kind)).toEqual(['deck', 'deck', 'deck']);
    expect(places[29]!.pose.position.y).toBeGreaterThan(places[28]!.pose.position.y);
    expect(places[42]!.kind).toBe('away');
    expect(places.length).toBe(CARD_COUNT);
  });

  it('bot fans stand at their seat, one slot per card', () => {
    const places = cardPlaces(base, frame);
    for (let seat = 1; seat < 4; seat += 1) {
      const centre = seatFrame(seat, 4).at(SEAT.fan, 0.15);
      for (const c of hands[seat]!)
        expect(places[c]!.pose.position.distanceTo(centre)).toBeLessThan(0.2);
    }
  });

  it('taps a covered fan card on its uncovered left part, the last one in the middle', () => {
    const places = cardPlaces(base, frame);
    const last = places.find((p) => p.kind === 'fan' && p.slot === 6)!;
    const first = places.find((p) => p.kind === 'fan' && p.slot === 0)!;
    expect(tapPoint(last, frame).x).toBeCloseTo(0);
    expect(tapPoint(first, frame).x).toBeLessThan(0);
  });
});

/** Each card's look for a state, from its places. */
const looks = (state: CardState) => cardLooks(cardPlaces(state, frame), state);

describe('cardLooks', () => {
  it("marks the person's received card in their fan, not while it travels, nor once chosen", () => {
    const got = looks({ ...base, received: 9 });
    expect(got[9]).toBe('new');
    expect(got.filter((l) => l !== 'plain')).toEqual(['new']);
    const travelling = { ...base, received: 9, transit: [{ card: 9, from: 1, to: 0 }] };
    expect(looks(travelling)[9]).toBe('plain');
    expect(looks({ ...base, received: 9, chosen: [9, null, null, null] })[9]).toBe('plain');
    // A bot's received card is never marked: the person cannot know it.
    expect(looks({ ...base, received: 4 })[4]).toBe('plain');
  });

  it('lights the revealed winning hands, never the out-of-play stack', () => {
    const state = { ...base, shown: [0, 1], wins: [1, 2] };
    const got = looks(state);
    for (const card of hands[1]!) expect(got[card]).toBe('glow');
    for (const card of hands[0]!) expect(got[card]).toBe('plain');
    for (const card of base.outOfPlay) expect(got[card]).toBe('plain');
  });
});
