// Helpers of the table machine at a hand's end (scoring, X choices, reveal) and what one seat sees.
import { type HandInput, pendingXChoices, type ScoredHand, scoreHand, suitOf } from '../rules';
import type { SeatView, ViewPhase } from '../bots/view';
import type { TableContext } from './types';

/** Hands as suits, and the grabs in time order, for the rules. */
export function handInput(ctx: TableContext): HandInput {
  return {
    hands: ctx.hands.map((h) => h.map(suitOf)),
    grabs: ctx.grabs.map((g) => ({ player: g.player, colour: g.colour })),
    fakes: ctx.fakes,
    x: ctx.xChoices,
  };
}

export function computePendingX(ctx: TableContext): TableContext['pendingX'] {
  return pendingXChoices(ctx.book, handInput(ctx));
}

export function allXPlaced(ctx: TableContext): boolean {
  return ctx.pendingX.every((x) => ctx.xChoices[x.player] !== undefined);
}

export function score(ctx: TableContext): ScoredHand {
  return scoreHand(ctx.book, handInput(ctx));
}

/** A void hand after a stall: nothing is scored but AZUMA fakes; the deal passes on. */
export function scoreVoid(ctx: TableContext): ScoredHand {
  return scoreHand(ctx.book, { ...handInput(ctx), grabs: [] });
}

/** The players whose hands are revealed: the grabbers, and anyone holding bombs when they cost. */
export function revealed(ctx: TableContext): number[] {
  const set = new Set(ctx.grabs.map((g) => g.player));
  ctx.fakes.forEach((p) => set.add(p));
  return [...set].sort((a, b) => a - b);
}

/** What one seat sees. */
export function seatView(ctx: TableContext, seat: number, phase: ViewPhase): SeatView {
  const pending = ctx.pendingX.find((x) => x.player === seat);
  return {
    seat,
    players: ctx.config.players,
    edition: ctx.config.edition,
    phase,
    handNo: ctx.handNo,
    calls: ctx.calls,
    dealer: ctx.dealer,
    rotation: ctx.rotation,
    hand: ctx.hands[seat] ?? [],
    chosen: ctx.chosen[seat] ?? null,
    lastPassed: ctx.lastPassed[seat] ?? null,
    lastReceived: ctx.lastReceived[seat] ?? null,
    sticks: ctx.sticks.map((s) => ({ id: s.id, colour: s.colour, owner: s.owner })),
    grabbed: ctx.grabs.length > 0,
    book: ctx.book,
    xOpen: pending && ctx.xChoices[seat] === undefined ? pending.open : null,
    canTurn: seat === ctx.dealer && ctx.calls === 0 && phase === 'passing',
  };
}
