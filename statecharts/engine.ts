// A direct-loop engine of the same table flow for bulk bots-only simulation (arena, benchmarks): no actors.
import { chooseRotation, chooseStick, chooseXCell, reachMs } from '../src/bots/grab';
import { sampleDelay } from '../src/bots/delays';
import { type BotMemory, emptyMemory, remember } from '../src/bots/memory';
import { type MistakePlan, planMistakes } from '../src/bots/mistakes';
import type { BotParams } from '../src/bots/params';
import { choosePass } from '../src/bots/pass';
import type { SeatView, ViewPhase } from '../src/bots/view';
import { createRng, deriveSeed, isWinningHand, type Rng, type Scorebook } from '../src/rules';
import * as T from './table-logic';
import type { TableConfig, TableContext } from './types';

interface Bot {
  readonly seat: number;
  readonly params: BotParams;
  readonly seed: number;
  memory: BotMemory;
  rng: Rng;
  plan: MistakePlan;
  faked: boolean;
  grabAt: number;
  chooseAt: number;
  /** What the bot saw at its last look: it decides its pass from that. */
  seen: SeatView | null;
}

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

/** Plays one bots-only game to the end. `timePasses` measures each pass decision. */
export function playFast(config: TableConfig, timePasses = false): EngineStats {
  let t = 0;
  const clock = { now: () => t };
  // The engine owns its context and updates it in place (no copy of the whole context per step).
  const ctx: TableContext = { ...T.initialContext({ config, clock }) };
  const set = (changes: Partial<TableContext>) => Object.assign(ctx, changes);
  const n = config.players;
  const bots: Bot[] = config.seats.map((s, seat) => {
    if (s.kind !== 'bot') throw new Error('the engine plays bots-only tables');
    return {
      seat,
      params: s.bot,
      seed: deriveSeed(config.seed, `bot-${seat}`),
      memory: emptyMemory(),
      rng: createRng(0),
      plan: { falseGrabAt: -1, fakeAt: -1 },
      faked: false,
      grabAt: Infinity,
      chooseAt: Infinity,
      seen: null,
    };
  });
  const stats = {
    callsPerHand: [] as number[],
    redeals: 0,
    firstGrabs: new Array<number>(n).fill(0),
    falseFirstGrabs: new Array<number>(n).fill(0),
    recognitions: bots.map(() => [] as number[]),
    reactions: bots.map(() => [] as number[]),
    passMicros: new Array<number>(n).fill(0),
    passCount: new Array<number>(n).fill(0),
  };
  const view = (b: Bot, phase: ViewPhase) => T.seatView(ctx, b.seat, phase);
  const grabDelay = (b: Bot, kind: 'recognition' | 'reaction', phase: ViewPhase) => {
    const v = view(b, phase);
    const d = sampleDelay(b.params[kind], b.params.floorMs, b.rng);
    (kind === 'recognition' ? stats.recognitions : stats.reactions)[b.seat]?.push(d);
    const stick = chooseStick(v);
    return d + (stick === null ? 0 : reachMs(v, stick, b.params));
  };
  /** A bot looks at the table after a deal or a pick-up at time `now`. */
  const observe = (b: Bot, now: number) => {
    const v = view(b, 'passing');
    b.seen = v;
    b.memory = remember(b.memory, v);
    if (b.faked === false && b.plan.fakeAt >= 0 && ctx.calls >= b.plan.fakeAt) {
      b.faked = true;
      b.plan = { ...b.plan, fakeAt: -1 };
      set({ fakes: [...ctx.fakes, b.seat] });
    }
    const win = isWinningHand(v.hand) && !b.faked;
    if (
      b.grabAt === Infinity &&
      !b.faked &&
      (win || (b.plan.falseGrabAt >= 0 && ctx.calls >= b.plan.falseGrabAt))
    ) {
      if (!win) b.plan = { ...b.plan, falseGrabAt: -1 };
      b.grabAt = now + grabDelay(b, 'recognition', 'passing');
    }
    b.chooseAt = win ? Infinity : now + sampleDelay(b.params.think, b.params.floorMs, b.rng);
  };
  const take = (b: Bot, at: number): boolean => {
    const stick = chooseStick(view(b, 'grab'));
    b.grabAt = Infinity;
    if (stick === null) return false;
    set(T.applyGrab(ctx, b.seat, stick, at));
    return true;
  };

  while (ctx.book.phase !== 'over') {
    set(T.newHand(ctx));
    t += config.timing.dealMs;
    for (const b of bots) {
      b.memory = emptyMemory(ctx.handNo);
      b.rng = createRng(deriveSeed(b.seed, `${b.seat}-${ctx.handNo}`));
      b.plan = planMistakes(b.params, config.edition, b.rng);
      b.faked = false;
      b.grabAt = Infinity;
    }
    const dealer = bots[ctx.dealer];
    if (dealer) set({ rotation: chooseRotation(view(dealer, 'passing')) });
    bots.forEach((b) => observe(b, t));
    // Passing: calls until the first grab or a stall.
    let firstGrab: number;
    for (;;) {
      const ready = Math.max(...bots.map((b) => b.chooseAt));
      const callAt = ready + T.callDelay(ctx);
      firstGrab = Math.min(...bots.map((b) => b.grabAt));
      if (firstGrab <= callAt) break;
      const chosen = bots.map((b) => {
        const start = timePasses ? performance.now() : 0;
        const card = choosePass(b.seen ?? view(b, 'passing'), b.memory, b.params.skill, b.rng);
        if (timePasses) {
          stats.passMicros[b.seat]! += (performance.now() - start) * 1000;
          stats.passCount[b.seat]! += 1;
        }
        return card;
      });
      t = callAt;
      set({ chosen });
      set(T.applyCall(ctx));
      const pickedUp = t + config.timing.slideMs + config.timing.pickupMs;
      firstGrab = Math.min(...bots.map((b) => b.grabAt));
      if (firstGrab <= pickedUp) break;
      t = pickedUp;
      if (ctx.calls >= ctx.options.stallLimit) {
        firstGrab = Infinity; // the dealer calls a redeal before anyone grabs
        break;
      }
      bots.forEach((b) => observe(b, t));
    }
    stats.callsPerHand.push(ctx.calls);
    if (firstGrab === Infinity) {
      const scored = T.scoreVoid(ctx);
      set({ book: scored.book });
      stats.redeals += 1;
      continue;
    }
    // The grab window: the first grabber, then everyone else reacts and races.
    t = firstGrab;
    const first = bots.reduce((a, b) => (b.grabAt < a.grabAt ? b : a));
    take(first, t);
    for (const b of bots) {
      if (b !== first && b.grabAt === Infinity && !b.faked)
        b.grabAt = t + grabDelay(b, 'reaction', 'grab');
    }
    const closes = t + ctx.options.grabWindowMs;
    while (!T.allSticksTaken(ctx)) {
      const next = bots.reduce((a, b) => (b.grabAt < a.grabAt ? b : a));
      if (next.grabAt > closes) break;
      t = next.grabAt;
      take(next, t);
    }
    const won = ctx.grabs[0];
    if (won) {
      const win = isWinningHand(ctx.hands[won.player] ?? []);
      (win ? stats.firstGrabs : stats.falseFirstGrabs)[won.player]! += 1;
    }
    set({ pendingX: T.computePendingX(ctx) });
    let xChoices = {};
    for (const x of ctx.pendingX) {
      const b = bots[x.player];
      if (b) xChoices = { ...xChoices, [x.player]: chooseXCell(view(b, 'scoring'), x.open) };
    }
    set({ xChoices });
    set({ book: T.score(ctx).book });
    t += config.timing.revealMs + config.timing.handEndMs;
  }
  return {
    book: ctx.book,
    hands: ctx.handNo,
    ...stats,
  };
}
