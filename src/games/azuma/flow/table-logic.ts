// Helpers of the table machine: thin wrappers that turn context + event into calls of src/rules.
import {
  type CardId,
  type Colour,
  createRng,
  deal,
  deriveSeed,
  EDITIONS,
  leftOf,
  newScorebook,
  passCards,
  rightOf,
  tableSetup,
} from '../rules';
import { resolveOptions } from '../rules/options';
import type {
  GrabRecord,
  PlayerEvent,
  RefusalCode,
  StickState,
  TableContext,
  TableInput,
} from './types';

export function edition(ctx: Pick<TableContext, 'config'>) {
  return EDITIONS[ctx.config.edition];
}

/** The context at game start (or at the start of the saved hand when restoring). */
export function initialContext(input: TableInput): TableContext {
  const { config, clock, restore } = input;
  const ed = EDITIONS[config.edition];
  const options = resolveOptions(ed, config.options);
  const firstDealer =
    config.firstDealer ?? createRng(deriveSeed(config.seed, 'first-dealer')).int(config.players);
  const setup = tableSetup(ed, config.players, options);
  return {
    config,
    options,
    now: () => clock.now(),
    startedAt: clock.now(),
    book: restore?.book ?? newScorebook(config.edition, config.players, config.options),
    // The hand entry deals to the left of the previous dealer: start one seat to the right.
    dealer: rightOf(restore?.dealer ?? firstDealer, config.players),
    handNo: restore ? restore.handNo - 1 : 0,
    hands: Array.from({ length: config.players }, () => []),
    outOfPlay: [],
    chosen: new Array<CardId | null>(config.players).fill(null),
    lastPassed: new Array<CardId | null>(config.players).fill(null),
    lastReceived: new Array<CardId | null>(config.players).fill(null),
    transit: [],
    calls: 0,
    rotation: restore?.rotation ?? 0,
    sticks: setup.sticks.map((s) => ({ ...s, owner: null, at: null })),
    grabs: [],
    fakes: [],
    grabWindowUntil: null,
    pendingX: [],
    xChoices: {},
    lastEntries: [],
    lastRoundEnded: false,
    refusal: null,
    log: restore?.log ?? [],
    redeals: restore?.redeals ?? 0,
  };
}

/** A new hand: the deal passes left, cards are shuffled from the seed and this hand's number. */
export function newHand(ctx: TableContext): Partial<TableContext> {
  const n = ctx.config.players;
  const handNo = ctx.handNo + 1;
  const dealer = leftOf(ctx.dealer, n);
  const setup = tableSetup(edition(ctx), ctx.config.players, ctx.options);
  const d =
    stackedDeal(ctx.config.stackedDeals?.[handNo - 1], setup.deck, n, edition(ctx).deal) ??
    deal(
      edition(ctx),
      setup.deck,
      n,
      dealer,
      createRng(deriveSeed(ctx.config.seed, `deal-${handNo}`)),
    );
  return {
    handNo,
    dealer,
    hands: d.hands,
    outOfPlay: d.outOfPlay,
    chosen: new Array<CardId | null>(n).fill(null),
    lastPassed: new Array<CardId | null>(n).fill(null),
    lastReceived: new Array<CardId | null>(n).fill(null),
    transit: [],
    calls: 0,
    sticks: ctx.sticks.map((s) => ({ ...s, owner: null, at: null })),
    grabs: [],
    fakes: [],
    grabWindowUntil: null,
    pendingX: [],
    xChoices: {},
    lastEntries: [],
    lastRoundEnded: false,
  };
}

/** A stacked deal if it is a valid deal of `deck` (right sizes, every card once), else null. */
function stackedDeal(
  hands: readonly (readonly CardId[])[] | undefined,
  deck: readonly CardId[],
  players: number,
  mode: 'seven' | 'all',
): { hands: CardId[][]; outOfPlay: CardId[] } | null {
  if (!hands || hands.length !== players) return null;
  const dealt = hands.flat();
  const inDeck = new Set(deck);
  if (new Set(dealt).size !== dealt.length || !dealt.every((c) => inDeck.has(c))) return null;
  const sizesOk =
    mode === 'seven'
      ? hands.every((h) => h.length === 7)
      : dealt.length === deck.length &&
        hands.every((h) => Math.abs(h.length - deck.length / players) < 1);
  if (!sizesOk) return null;
  const used = new Set(dealt);
  return { hands: hands.map((h) => h.slice()), outOfPlay: deck.filter((c) => !used.has(c)) };
}

const validPlayer = (ctx: TableContext, p: unknown): p is number =>
  Number.isInteger(p) && (p as number) >= 0 && (p as number) < ctx.config.players;

/** Why a CHOOSE is refused, or null if it is fine. */
export function chooseRefusal(ctx: TableContext, ev: PlayerEvent): RefusalCode | null {
  if (ev.type !== 'CHOOSE') return 'malformed';
  if (!validPlayer(ctx, ev.player)) return 'bad-player';
  if (!ctx.hands[ev.player]?.includes(ev.card)) return 'card-not-held';
  return null;
}

export function withChoice(
  ctx: TableContext,
  player: number,
  card: CardId,
): readonly (CardId | null)[] {
  return ctx.chosen.map((c, p) => (p === player ? card : c));
}

/** Seats whose card is not chosen yet: they hold up the call. */
export function holdingUp(ctx: Pick<TableContext, 'chosen'>): number[] {
  return ctx.chosen.flatMap((c, p) => (c === null ? [p] : []));
}

/** The wait before the next call: the pace, quickening within the hand. */
export function callDelay(ctx: TableContext): number {
  const t = ctx.config.timing;
  const paced = t.callIntervalMs * Math.max(0, 1 - t.quicken * ctx.calls);
  const wait = Math.max(t.minCallIntervalMs, paced) - t.slideMs - t.pickupMs;
  return Math.max(0, wait);
}

/** The call: all chosen cards slide left at once; each seat then picks up from the right. */
export function applyCall(ctx: TableContext): Partial<TableContext> {
  const n = ctx.config.players;
  const chosen = ctx.chosen as CardId[];
  return {
    hands: passCards(ctx.hands, chosen),
    transit: chosen.map((card, from) => ({ card, from, to: leftOf(from, n) })),
    lastPassed: chosen.slice(),
    lastReceived: chosen.map((_, p) => chosen[rightOf(p, n)] ?? null),
    chosen: new Array<CardId | null>(n).fill(null),
    calls: ctx.calls + 1,
  };
}

/** Why a GRAB is refused, or null. A grab of a stick held by a later grab wins the stick. */
export function grabRefusal(ctx: TableContext, ev: PlayerEvent, open: boolean): RefusalCode | null {
  if (ev.type !== 'GRAB' || typeof ev.at !== 'number' || !Number.isFinite(ev.at))
    return 'malformed';
  if (!open) return 'window-closed';
  if (!validPlayer(ctx, ev.player)) return 'bad-player';
  const stick = ctx.sticks.find((s) => s.id === ev.stick);
  if (!stick) return 'stick-unknown';
  if (ctx.grabs.some((g) => g.player === ev.player)) return 'already-grabbed';
  if (ctx.fakes.includes(ev.player)) return 'already-grabbed';
  if (stick.owner !== null && (stick.at ?? 0) <= grabTime(ctx, ev.at)) return 'stick-taken';
  return null;
}

/** A grab's time: the event's own timestamp, never in the future. */
export function grabTime(ctx: TableContext, at: number): number {
  return Math.min(at, ctx.now());
}

/** Applies an accepted grab; the grabs stay in time order, so grabs[0] is the first grabber. */
export function applyGrab(
  ctx: TableContext,
  player: number,
  stickId: number,
  at: number,
): { sticks: StickState[]; grabs: GrabRecord[]; loser: number | null } {
  const t = grabTime(ctx, at);
  const stick = ctx.sticks.find((s) => s.id === stickId) as StickState;
  const loser = stick.owner;
  const sticks = ctx.sticks.map((s) => (s.id === stickId ? { ...s, owner: player, at: t } : s));
  const grabs = ctx.grabs
    .filter((g) => g.stick !== stickId)
    .concat([{ player, stick: stickId, colour: stick.colour, at: t }])
    .sort((a, b) => a.at - b.at);
  return { sticks, grabs, loser };
}

export function allSticksTaken(ctx: TableContext): boolean {
  return ctx.sticks.every((s) => s.owner !== null);
}

export function fakeRefusal(ctx: TableContext, ev: PlayerEvent): RefusalCode | null {
  if (ev.type !== 'FAKE') return 'malformed';
  if (!validPlayer(ctx, ev.player)) return 'bad-player';
  if (!edition(ctx).scoring.fakes) return 'no-fakes';
  if (ctx.fakes.includes(ev.player) || ctx.grabs.some((g) => g.player === ev.player))
    return 'already-grabbed';
  return null;
}

export function turnRefusal(ctx: TableContext, ev: PlayerEvent): RefusalCode | null {
  if (ev.type !== 'TURN_BOARD' || typeof ev.rotation !== 'number' || !Number.isFinite(ev.rotation))
    return 'malformed';
  if (!validPlayer(ctx, ev.player)) return 'bad-player';
  if (ev.player !== ctx.dealer) return 'not-dealer';
  if (ctx.calls > 0) return 'board-locked';
  return null;
}

export function xRefusal(ctx: TableContext, ev: PlayerEvent): RefusalCode | null {
  if (ev.type !== 'PLACE_X') return 'malformed';
  if (!validPlayer(ctx, ev.player)) return 'bad-player';
  const pending = ctx.pendingX.find((x) => x.player === ev.player);
  if (!pending || ctx.xChoices[ev.player] !== undefined) return 'no-x-to-place';
  if (!pending.open.includes(ev.colour)) return 'cell-not-open';
  return null;
}

// The hand's end (scoring, X choices, reveal) and what a seat sees live in hand-end.ts.
export * from './hand-end';

export type { Colour };
