// What moves between two table scenes (as Hanab Live's views compare the state before and after): chips from the stacks that lost to those that gained, cards from the hand that played or showed them.
import { JOKER } from '../rules/cards';
import { DEAL_SPREAD } from '../view/deal-timing';
import type { TableScene } from '../view/table-scene';
import {
  chipLook,
  FACE_DOWN,
  FACE_UP,
  type Item,
  type Pose,
  putChips,
  seatSpots,
  spaceChips,
  spaceStackSpot,
  stackTop,
} from './items';
import type { TableLayout } from './layout';
import { type Arrival, type Flight, FLIGHT_S, type Plan, NO_PLAN } from './motion';

/** Seconds between one dealt card and the next (a small table's deal). */
const DEAL_STEP = 0.022;
/** A place chips lie: a space, a seat's stack or its bet; the count before and after. */
interface ChipPlace {
  readonly key: string;
  readonly x: number;
  readonly z: number;
  readonly before: number;
  readonly after: number;
}

/** At most this many chips fly for one transfer, and in all. */
const FLY_PER_TRANSFER = 4;
const FLY_MAX = 60;
/** Seconds between one transfer's chips and the next's. */
const STAGGER = 0.05;
/** The longest a change's start may be put off (many transfers at once: the ante). */
const MAX_DELAY = 0.9;

function chipPlaces(prev: TableScene, next: TableScene, layout: TableLayout): ChipPlace[] {
  const out: ChipPlace[] = [];
  const before = spaceChips(prev);
  const after = spaceChips(next);
  for (let i = 0; i < layout.spaces.length; i += 1) {
    const p = spaceStackSpot(layout, i);
    out.push({ key: `sp:${i}`, ...p, before: before[i] ?? 0, after: after[i] ?? 0 });
  }
  const putsBefore = putChips(prev);
  const putsAfter = putChips(next);
  for (const seat of layout.seats) {
    const spots = seatSpots(seat, seat.seat === next.person);
    out.push({
      key: `st:${seat.seat}`,
      ...spots.stack,
      before: prev.seats[seat.seat]?.stack ?? 0,
      after: next.seats[seat.seat]?.stack ?? 0,
    });
    out.push({
      key: `pt:${seat.seat}`,
      ...spots.put,
      before: putsBefore[seat.seat] ?? 0,
      after: putsAfter[seat.seat] ?? 0,
    });
  }
  return out;
}

/** Pairs what the losing places gave with what the gaining places got, in order. */
export function chipTransfers(
  places: readonly ChipPlace[],
): { from: ChipPlace; to: ChipPlace; chips: number }[] {
  const sources = places
    .filter((p) => p.after < p.before)
    .map((p) => ({ p, left: p.before - p.after }));
  const out: { from: ChipPlace; to: ChipPlace; chips: number }[] = [];
  let s = 0;
  for (const to of places) {
    let need = to.after - to.before;
    while (need > 0 && s < sources.length) {
      const src = sources[s];
      if (!src) break;
      const n = Math.min(need, src.left);
      out.push({ from: src.p, to, chips: n });
      need -= n;
      src.left -= n;
      if (src.left === 0) s += 1;
    }
  }
  return out;
}

/** The seat that played or gave away cards: the one whose hand shrank most (or -1). */
function shrunk(prev: TableScene, next: TableScene): number {
  let best = -1;
  let most = 0;
  for (const s of next.seats) {
    const lost = (prev.seats[s.seat]?.held ?? 0) - s.held;
    if (lost > most) {
      most = lost;
      best = s.seat;
    }
  }
  return best;
}

const faceDown = (p: Pose): Pose => ({ ...p, pitch: FACE_DOWN });

/** How the next scene's new pieces arrive, and which chips fly, after the previous scene. */
export function planChange(
  prev: TableScene | null,
  next: TableScene,
  layout: TableLayout,
  before: ReadonlyMap<string, Pose>,
  nextItems: readonly Item[],
): Plan {
  if (!prev || prev.players !== next.players || prev.person !== next.person) return NO_PLAN;
  const arrivals = new Map<string, Arrival>();
  const flights: Flight[] = [];

  // Chips: every transfer sends a few chips flying; the gaining stack grows when they land.
  const transfers = chipTransfers(chipPlaces(prev, next, layout));
  const per = Math.max(
    1,
    Math.min(FLY_PER_TRANSFER, Math.floor(FLY_MAX / Math.max(1, transfers.length))),
  );
  const step = Math.min(STAGGER, MAX_DELAY / Math.max(1, transfers.length));
  const landing = new Map<string, number>();
  transfers.forEach((t, k) => {
    const n = Math.min(per, t.chips);
    for (let j = 0; j < n; j += 1) {
      const delay = k * step + j * 0.04;
      flights.push({
        look: chipLook(t.to.before + j),
        from: stackTop(t.from.x, t.from.z, t.from.before - 1 - j),
        to: stackTop(t.to.x, t.to.z, t.to.before + j),
        delay,
      });
      landing.set(t.to.key, Math.max(landing.get(t.to.key) ?? 0, delay + FLIGHT_S));
    }
  });
  for (const item of nextItems) {
    const colon = item.key.lastIndexOf(':');
    const land = landing.get(item.key.slice(0, colon));
    if (land !== undefined && !before.has(item.key))
      arrivals.set(item.key, { from: null, delay: land, showAfter: land });
  }

  // Cards.
  const giver = shrunk(prev, next);
  const dealer = next.seats.find((s) => s.dealer)?.seat ?? -1;
  const seatAt = (seat: number): Pose | null => {
    const place = layout.seats[seat];
    if (!place) return null;
    const spots = seatSpots(place, seat === next.person);
    const at = seat === next.person ? spots.shown : spots.fan;
    return { x: at.x, y: 0.05, z: at.z, yaw: 0, pitch: FACE_DOWN, sx: 0.5, sy: 0.5, sz: 0.5 };
  };
  // The person's cards come up from the overlay's hand, below the table's near edge, face up.
  const me = layout.seats[next.person];
  const handAt: Pose | null = me
    ? {
        x: me.x + me.ox * 1.1,
        y: 0.4,
        z: me.z + me.oz * 1.1,
        yaw: 0,
        pitch: FACE_UP,
        sx: 0.7,
        sy: 0.7,
        sz: 0.7,
      }
    : null;
  const widowGone = next.widow < prev.widow;
  const widowAt: Pose = {
    x: layout.widow.x,
    y: 0.05,
    z: layout.widow.z,
    yaw: 0,
    pitch: FACE_DOWN,
    sx: 0.55,
    sy: 0.55,
    sz: 0.55,
  };
  let taken = 0;
  const dealt: { key: string; from: Pose; slot: number }[] = [];
  const n = next.players;
  const playedBefore = new Set(prev.played);
  for (const item of nextItems) {
    if (before.has(item.key)) continue;
    const [kind, a] = item.key.split(':');
    if (kind === 'played') {
      const c = Number(a);
      if (playedBefore.has(c) || c === JOKER) continue;
      if (giver === next.person && handAt) {
        arrivals.set(item.key, { from: handAt, delay: 0 });
        continue;
      }
      const fanned = before.get(`fan:${giver}:${(prev.seats[giver]?.held ?? 1) - 1}`);
      const from = fanned ?? (giver >= 0 ? seatAt(giver) : null);
      if (from) arrivals.set(item.key, { from: faceDown(from), delay: 0 });
    } else if (kind === 'shown') {
      const seat = Number(a);
      const from = seat === next.person ? handAt : seatAt(seat);
      arrivals.set(item.key, { from: from ?? faceDown(item.pose), delay: 0.05 });
    } else if (kind === 'fan' || kind === 'widow') {
      // Dealt from the dealer's place, one after another; or taken from the widow.
      const fromWidow = kind === 'fan' && widowGone;
      const from = fromWidow ? widowAt : dealer >= 0 ? seatAt(dealer) : null;
      if (!from) continue;
      if (fromWidow) {
        arrivals.set(item.key, { from, delay: taken * 0.04 });
        taken += 1;
        continue;
      }
      const round = kind === 'fan' ? Number(item.key.split(':')[2] ?? 0) : Number(a);
      const order = kind === 'fan' ? (Number(a) - dealer - 1 + n) % n : n;
      dealt.push({ key: item.key, from, slot: round * (n + 1) + order });
    } else if (kind === 'dead') {
      const from = giver >= 0 ? seatAt(giver) : widowGone ? widowAt : null;
      if (from) arrivals.set(item.key, { from, delay: 0 });
    }
  }
  // The deal, one card after another round the table, within DEAL_SPREAD (the person's question waits for it).
  const last = Math.max(1, ...dealt.map((d) => d.slot));
  const dealStep = Math.min(DEAL_STEP, DEAL_SPREAD / last);
  for (const d of dealt) arrivals.set(d.key, { from: d.from, delay: d.slot * dealStep });
  // Shown cards go back into their hand: face down into a seat's fan, down into the person's.
  const departures = new Map<string, Pose>();
  const nextKeys = new Set(nextItems.map((i) => i.key));
  prev.shown.forEach((cards, seat) => {
    const to = seat === next.person ? handAt : seatAt(seat);
    if (!to) return;
    for (const c of cards) {
      const key = `shown:${seat}:${c}`;
      if (!nextKeys.has(key) && before.has(key)) departures.set(key, to);
    }
  });
  return { arrivals, departures, flights, moveDelay: 0 };
}
