// The fast engine's bot seats: each keeps one live SeatView that the engine updates in place (no view per look).
import { type BotMemory, emptyMemory, recordPass } from '../bots/memory';
import type { MistakePlan } from '../bots/mistakes';
import type { BotParams } from '../bots/params';
import type { SeatView, StickView } from '../bots/view';
import { type CardId, createRng, deriveSeed, type Rng } from '../rules';
import type { GrabRecord, StickState, TableConfig, TableContext } from '../flow/types';

/** The same object with its fields writable (the engine owns and updates its state in place). */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A SeatView the engine writes; bots read it as a plain SeatView. */
export type LiveView = Mutable<SeatView>;
export type LiveStick = Mutable<StickView>;
type LiveMemory = Mutable<BotMemory>;

export interface EngineSeat {
  readonly seat: number;
  readonly params: BotParams;
  readonly seed: number;
  /** Exactly what a player at this seat knows, kept up to date by the engine. */
  readonly view: LiveView;
  readonly memory: LiveMemory;
  rng: Rng;
  plan: MistakePlan;
  faked: boolean;
  grabAt: number;
  chooseAt: number;
}

const NO_MISTAKES: MistakePlan = { falseGrabAt: -1, fakeAt: -1 };

/** The seats of a bots-only table; every seat shares one list of live sticks. */
export function engineSeats(config: TableConfig, ctx: TableContext): EngineSeat[] {
  const sticks: LiveStick[] = [];
  return config.seats.map((s, seat) => {
    if (s.kind !== 'bot') throw new Error('the engine plays bots-only tables');
    return {
      seat,
      params: s.bot,
      seed: deriveSeed(config.seed, `bot-${seat}`),
      view: {
        seat,
        players: config.players,
        edition: config.edition,
        phase: 'dealing',
        handNo: ctx.handNo,
        calls: 0,
        dealer: ctx.dealer,
        rotation: ctx.rotation,
        hand: [],
        chosen: null,
        lastPassed: null,
        lastReceived: null,
        sticks,
        grabbed: false,
        book: ctx.book,
        xOpen: null,
        canTurn: false,
      },
      memory: emptyMemory(),
      rng: createRng(0),
      plan: NO_MISTAKES,
      faked: false,
      grabAt: Infinity,
      chooseAt: Infinity,
    };
  });
}

/** A new hand: fresh views, memory and random stream; the hand's mistakes are planned by the caller. */
export function startHand(seats: readonly EngineSeat[], ctx: TableContext): void {
  const sticks = seats[0]?.view.sticks as LiveStick[] | undefined;
  if (sticks) {
    sticks.length = 0;
    for (const s of ctx.sticks) sticks.push({ id: s.id, colour: s.colour, owner: s.owner });
  }
  for (const b of seats) {
    const v = b.view;
    v.phase = 'passing';
    v.handNo = ctx.handNo;
    v.calls = ctx.calls;
    v.dealer = ctx.dealer;
    v.rotation = ctx.rotation;
    v.hand = ctx.hands[b.seat] ?? [];
    v.chosen = null;
    v.lastPassed = null;
    v.lastReceived = null;
    v.grabbed = false;
    v.book = ctx.book;
    v.xOpen = null;
    v.canTurn = b.seat === ctx.dealer;
    recordPass(b.memory, ctx.handNo, 0, null);
    b.rng = createRng(deriveSeed(b.seed, `${b.seat}-${ctx.handNo}`));
    b.faked = false;
    b.grabAt = Infinity;
  }
}

/** The board was turned by the dealer. */
export function seeRotation(seats: readonly EngineSeat[], rotation: number): void {
  for (const b of seats) b.view.rotation = rotation;
}

/**
 * The call in place: every chosen card leaves its hand (the others keep their order) and joins the
 * hand on its left at the end; each seat sees what it passed and received.
 */
export function callInPlace(
  seats: readonly EngineSeat[],
  hands: readonly CardId[][],
  chosen: readonly CardId[],
  calls: number,
): void {
  const n = seats.length;
  for (let seat = 0; seat < n; seat += 1) {
    const hand = hands[seat] as CardId[];
    const card = chosen[seat] as CardId;
    const received = chosen[(seat + n - 1) % n] as CardId;
    let at = 0;
    while (at < hand.length && hand[at] !== card) at += 1;
    if (at === hand.length) throw new Error(`seat ${seat} does not hold card ${card}`);
    for (let i = at; i < hand.length - 1; i += 1) hand[i] = hand[i + 1] as CardId;
    hand[hand.length - 1] = received;
    const v = (seats[seat] as EngineSeat).view;
    v.calls = calls;
    v.lastPassed = card;
    v.lastReceived = received;
    v.canTurn = false;
  }
}

/** A stick changed hands in the grab window: everyone sees it. */
export function seeGrab(seats: readonly EngineSeat[], stick: number, owner: number): void {
  for (const s of seats[0]?.view.sticks ?? []) if (s.id === stick) (s as LiveStick).owner = owner;
  for (const b of seats) {
    b.view.phase = 'grab';
    b.view.grabbed = true;
  }
}

/**
 * A grab in the engine's own context, in place. Bots reach only for free sticks and the engine's time
 * only moves on, so this is the table's grab (T.applyGrab) without a race to settle: the grabs stay in
 * time order.
 */
export function grabInPlace(
  ctx: Mutable<TableContext>,
  player: number,
  stickId: number,
  at: number,
): void {
  const stick = ctx.sticks.find((s) => s.id === stickId) as Mutable<StickState> | undefined;
  if (!stick || stick.owner !== null) throw new Error(`stick ${stickId} is not free`);
  const last = ctx.grabs[ctx.grabs.length - 1];
  if (last && last.at > at) throw new Error('grabs must come in time order');
  stick.owner = player;
  stick.at = at;
  (ctx.grabs as GrabRecord[]).push({ player, stick: stickId, colour: stick.colour, at });
}
