// Grab policy: which stick to reach for (needed colour nearest first, else deny), and how long the reach takes.
import { needs } from '../rules';
import { reachDistance, rotationToward } from '../rules/geometry';
import type { BotParams } from './params';
import type { SeatView } from './view';

/** The stick this seat reaches for, or null if none is free. */
export function chooseStick(view: SeatView): number | null {
  const free = view.sticks.filter((s) => s.owner === null);
  if (free.length === 0) return null;
  const dist = (id: number) =>
    reachDistance(view.seat, view.players, id, view.sticks.length, view.rotation);
  const nearest = (list: typeof free) =>
    list.slice().sort((a, b) => dist(a.id) - dist(b.id))[0]?.id ?? null;
  const mine = free.filter(
    (s) => view.book.phase !== 'round' || needs(view.book, view.seat, s.colour),
  );
  if (mine.length > 0) return nearest(mine);
  // Deny: the colour most opponents still need.
  const wanted = (colour: (typeof free)[number]['colour']) =>
    Array.from({ length: view.players }, (_, p) => p).filter(
      (p) => p !== view.seat && needs(view.book, p, colour),
    ).length;
  const best = Math.max(...free.map((s) => wanted(s.colour)));
  return nearest(free.filter((s) => wanted(s.colour) === best));
}

/** Time to move the hand from the seat to the stick. */
export function reachMs(view: SeatView, stick: number, params: BotParams): number {
  return (
    params.reachBaseMs +
    params.reachMsPerUnit *
      reachDistance(view.seat, view.players, stick, view.sticks.length, view.rotation)
  );
}

/** As dealer: turn the board so that the stick of a colour this seat needs stands nearest. */
export function chooseRotation(view: SeatView): number {
  const wanted = view.sticks.filter(
    (s) => view.book.phase !== 'round' || needs(view.book, view.seat, s.colour),
  );
  const target = (wanted.length > 0 ? wanted : view.sticks)
    .slice()
    .sort(
      (a, b) =>
        view.sticks.filter((s) => s.colour === a.colour).length -
        view.sticks.filter((s) => s.colour === b.colour).length,
    )[0];
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
