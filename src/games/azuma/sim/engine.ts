// A direct-loop engine of the same table flow for bulk bots-only simulation (arena, benchmarks): no actors.
import { chooseRotation, chooseStick, chooseXCell, reachMs } from '../bots/grab';
import { sampleDelay } from '../../../lib/human-timing';
import { recordPass } from '../bots/memory';
import { planMistakes } from '../bots/mistakes';
import { choosePass } from '../bots/pass';
import {
  type CardId,
  type Colour,
  isWinningHand,
  pendingXChoices,
  type Scorebook,
  scoreHand,
} from '../rules';
import {
  callInPlace,
  type EngineSeat,
  engineSeats,
  grabInPlace,
  type Mutable,
  seeGrab,
  seeRotation,
  startHand,
} from './engine-seat';
import * as T from '../flow/table-logic';
import type { TableConfig, TableContext } from '../flow/types';

export interface EngineStats {
  readonly book: Scorebook;
  readonly hands: number;
  readonly callsPerHand: number[];
  readonly redeals: number;
  readonly firstGrabs: number[];
  readonly falseFirstGrabs: number[];
  readonly recognitions: number[][];
  readonly reactions: number[][];
  /** Per seat: total microseconds spent choosing passes, and how many. */
  readonly passMicros: number[];
  readonly passCount: number[];
}

/** The seat that grabs soonest (the lowest seat on a tie). */
function soonest(seats: readonly EngineSeat[]): EngineSeat {
  let best = seats[0] as EngineSeat;
  for (let i = 1; i < seats.length; i += 1) {
    const b = seats[i] as EngineSeat;
    if (b.grabAt < best.grabAt) best = b;
  }
  return best;
}

/** When the last seat has chosen its card (Infinity if a seat will not choose: it is about to grab). */
function allChosenAt(seats: readonly EngineSeat[]): number {
  let ready = -Infinity;
  for (let i = 0; i < seats.length; i += 1)
    ready = Math.max(ready, (seats[i] as EngineSeat).chooseAt);
  return ready;
}

/** Plays one bots-only game to the end. `timePasses` measures each pass decision. */
export function playFast(config: TableConfig, timePasses = false): EngineStats {
  let t = 0;
  const clock = { now: () => t };
  // The engine owns its context and updates it in place (no copy of the whole context per step).
  const ctx: Mutable<TableContext> = { ...T.initialContext({ config, clock }) };
  const set = (changes: Partial<TableContext>) => Object.assign(ctx, changes);
  const n = config.players;
  const seats = engineSeats(config, ctx);
  const chosen = new Array<CardId>(n).fill(0);
  const stats = {
    callsPerHand: [] as number[],
    redeals: 0,
    firstGrabs: new Array<number>(n).fill(0),
    falseFirstGrabs: new Array<number>(n).fill(0),
    recognitions: seats.map(() => [] as number[]),
    reactions: seats.map(() => [] as number[]),
    passMicros: new Array<number>(n).fill(0),
    passCount: new Array<number>(n).fill(0),
  };
  /** A human-like delay to notice (own win or another's grab), plus the reach to the chosen stick. */
  const grabDelay = (b: EngineSeat, kind: 'recognition' | 'reaction') => {
    const d = sampleDelay(b.params[kind], b.params.floorMs, b.rng);
    (kind === 'recognition' ? stats.recognitions : stats.reactions)[b.seat]?.push(d);
    const stick = chooseStick(b.view);
    return d + (stick === null ? 0 : reachMs(b.view, stick, b.params));
  };
  /** A bot looks at the table after a deal or a pick-up at time `now`. */
  const observe = (b: EngineSeat, now: number) => {
    const v = b.view;
    recordPass(b.memory, v.handNo, v.calls, v.lastPassed);
    if (!b.faked && b.plan.fakeAt >= 0 && ctx.calls >= b.plan.fakeAt) {
      b.faked = true;
      b.plan = { falseGrabAt: b.plan.falseGrabAt, fakeAt: -1 };
      set({ fakes: [...ctx.fakes, b.seat] });
    }
    const win = !b.faked && isWinningHand(v.hand);
    if (
      b.grabAt === Infinity &&
      !b.faked &&
      (win || (b.plan.falseGrabAt >= 0 && ctx.calls >= b.plan.falseGrabAt))
    ) {
      if (!win) b.plan = { falseGrabAt: -1, fakeAt: b.plan.fakeAt };
      b.grabAt = now + grabDelay(b, 'recognition');
    }
    b.chooseAt = win ? Infinity : now + sampleDelay(b.params.think, b.params.floorMs, b.rng);
  };
  const take = (b: EngineSeat, at: number): void => {
    const stick = chooseStick(b.view);
    b.grabAt = Infinity;
    if (stick === null) return;
    grabInPlace(ctx, b.seat, stick, at);
    seeGrab(seats, stick, b.seat);
  };
  const pass = (b: EngineSeat): CardId => {
    if (!timePasses) return choosePass(b.view, b.memory, b.params.skill, b.rng);
    const start = performance.now();
    const card = choosePass(b.view, b.memory, b.params.skill, b.rng);
    stats.passMicros[b.seat]! += (performance.now() - start) * 1000;
    stats.passCount[b.seat]! += 1;
    return card;
  };

  while (ctx.book.phase !== 'over') {
    set(T.newHand(ctx));
    const hands = ctx.hands as CardId[][];
    t += config.timing.dealMs;
    startHand(seats, ctx);
    for (const b of seats) b.plan = planMistakes(b.params, config.edition, b.rng);
    const dealer = seats[ctx.dealer];
    if (dealer) {
      set({ rotation: chooseRotation(dealer.view) });
      seeRotation(seats, ctx.rotation);
    }
    for (const b of seats) observe(b, t);
    // Passing: calls until the first grab or a stall.
    let firstGrab: number;
    for (;;) {
      const callAt = allChosenAt(seats) + T.callDelay(ctx);
      firstGrab = soonest(seats).grabAt;
      if (firstGrab <= callAt) break;
      for (let i = 0; i < n; i += 1) chosen[i] = pass(seats[i] as EngineSeat);
      t = callAt;
      ctx.calls += 1;
      callInPlace(seats, hands, chosen, ctx.calls);
      const pickedUp = t + config.timing.slideMs + config.timing.pickupMs;
      firstGrab = soonest(seats).grabAt;
      if (firstGrab <= pickedUp) break;
      t = pickedUp;
      if (ctx.calls >= ctx.options.stallLimit) {
        firstGrab = Infinity; // the dealer calls a redeal before anyone grabs
        break;
      }
      for (let i = 0; i < n; i += 1) observe(seats[i] as EngineSeat, t);
    }
    stats.callsPerHand.push(ctx.calls);
    if (firstGrab === Infinity) {
      set({ book: T.scoreVoid(ctx).book });
      stats.redeals += 1;
      continue;
    }
    // The grab window: the first grabber, then everyone else reacts and races.
    t = firstGrab;
    const first = soonest(seats);
    take(first, t);
    for (const b of seats) {
      if (b !== first && b.grabAt === Infinity && !b.faked) b.grabAt = t + grabDelay(b, 'reaction');
    }
    const closes = t + ctx.options.grabWindowMs;
    while (!T.allSticksTaken(ctx)) {
      const next = soonest(seats);
      if (next.grabAt > closes) break;
      t = next.grabAt;
      take(next, t);
    }
    const won = ctx.grabs[0];
    if (won) {
      const win = isWinningHand(ctx.hands[won.player] ?? []);
      (win ? stats.firstGrabs : stats.falseFirstGrabs)[won.player]! += 1;
    }
    const input = T.handInput(ctx);
    const xChoices: Partial<Record<number, Colour>> = {};
    for (const x of pendingXChoices(ctx.book, input)) {
      const b = seats[x.player];
      if (!b) continue;
      b.view.phase = 'scoring';
      b.view.xOpen = x.open;
      xChoices[x.player] = chooseXCell(b.view, x.open);
    }
    set({
      book: scoreHand(ctx.book, {
        hands: input.hands,
        grabs: input.grabs,
        fakes: input.fakes,
        x: xChoices,
      }).book,
    });
    t += config.timing.revealMs + config.timing.handEndMs;
  }
  return { book: ctx.book, hands: ctx.handNo, ...stats };
}
