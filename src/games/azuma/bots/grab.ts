// Grab policy: which stick to reach for (needed colour nearest first, else deny), and how long the reach takes.
import { needs } from '../rules';
import { reachDistance, rotationToward } from '../rules/geometry';
import type { BotParams } from './params';
import type { SeatView, StickView } from './view';

/** How many opponents of this seat still need a colour. */
function wanted(view: SeatView, colour: StickView['colour']): number {
  let n = 0;
  for (let p = 0; p < view.players; p += 1)
    if (p !== view.seat && needs(view.book, p, colour)) n += 1;
  return n;
}

/**
 * The stick this seat reaches for, or null if none is free: the nearest free stick of a colour it
 * still needs; otherwise (deny) the nearest of the colour most opponents still need. On equal
 * distance, the stick listed first.
 */
/** How far the seat reaches for a stick. */
function stickDistance(view: SeatView, id: number): number {
  return reachDistance(view.seat, view.players, id, view.sticks.length, view.rotation);
}

export function chooseStick(view: SeatView): number | null {
  const anyColour = view.book.phase !== 'round';
  let best: number | null = null;
  let bestDist = Infinity;
  const sticks = view.sticks;
  for (let i = 0; i < sticks.length; i += 1) {
    const s = sticks[i] as StickView;
    if (s.owner !== null || !(anyColour || needs(view.book, view.seat, s.colour))) continue;
    const d = stickDistance(view, s.id);
    if (d < bestDist) {
      best = s.id;
      bestDist = d;
    }
  }
  if (best !== null) return best;
  let most = -1;
  for (let i = 0; i < sticks.length; i += 1) {
    const s = sticks[i] as StickView;
    if (s.owner !== null) continue;
    const w = wanted(view, s.colour);
    const d = stickDistance(view, s.id);
    if (w > most || (w === most && d < bestDist)) {
      best = s.id;
      bestDist = d;
      most = w;
    }
  }
  return best;
}

/** Time to move the hand from the seat to the stick. */
export function reachMs(view: SeatView, stick: number, params: BotParams): number {
  return (
    params.reachBaseMs +
    params.reachMsPerUnit *
      reachDistance(view.seat, view.players, stick, view.sticks.length, view.rotation)
  );
}

/** How many sticks of a colour stand on the board (a plain function: no closure per call). */
function sticksOf(view: SeatView, colour: StickView['colour']): number {
  let n = 0;
  for (let i = 0; i < view.sticks.length; i += 1)
    if ((view.sticks[i] as StickView).colour === colour) n += 1;
  return n;
}

/**
 * As dealer: turn the board so that a stick of a colour this seat needs stands nearest, the scarcest
 * such colour first (the first stick listed on a tie); with no colour needed, the scarcest of all.
 */
export function chooseRotation(view: SeatView): number {
  const anyColour = view.book.phase !== 'round';
  let target: StickView | null = null;
  let fewest = Infinity;
  for (const wantedOnly of [true, false]) {
    for (const s of view.sticks) {
      if (wantedOnly && !(anyColour || needs(view.book, view.seat, s.colour))) continue;
      const count = sticksOf(view, s.colour);
      if (count < fewest) {
        target = s;
        fewest = count;
      }
    }
    if (target) break;
  }
  return target
    ? rotationToward(view.seat, view.players, target.id, view.sticks.length)
    : view.rotation;
}

/** AZUMA: the open cell to sacrifice for an X: the one this seat is least likely to fill. */
export function chooseXCell(
  view: SeatView,
  open: readonly SeatView['sticks'][number]['colour'][],
): SeatView['sticks'][number]['colour'] {
  const sticksOf = (c: string) => view.sticks.filter((s) => s.colour === c).length;
  const contest = (c: (typeof open)[number]) =>
    Array.from({ length: view.players }, (_, p) => p).filter(
      (p) => p !== view.seat && needs(view.book, p, c),
    ).length;
  const ranked = open.slice().sort((a, b) => sticksOf(a) - sticksOf(b) || contest(b) - contest(a));
  return ranked[0] ?? (open[0] as (typeof open)[number]);
}
