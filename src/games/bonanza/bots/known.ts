// What a seat can work out from its view: its cards, the cards gone (played, spent, its own dead hand), who holds shown cards.
import { JOKER, PACK_SIZE } from '../rules/cards';
import type { SeatView } from '../rules/view';

/** Where a card is, as far as this seat knows. */
export const UNKNOWN = -1;
export const MINE = -2;
/** Played, the spent Joker, or in its own dead hand: certainly not playable by anyone. */
export const GONE = -3;

export interface Known {
  /** Per card: a seat known to hold it (shown and not played since), MINE, GONE or UNKNOWN. */
  readonly where: number[];
  /** Cards whose place is unknown: in another hand or out of play unseen. */
  readonly unknown: number;
  /** How many of the unknown cards are in other players' hands. */
  readonly unknownLive: number;
}

export function knownOf(v: SeatView): Known {
  const where = new Array<number>(PACK_SIZE).fill(UNKNOWN);
  for (const c of v.cards) where[c] = MINE;
  for (const c of v.played) where[c] = GONE;
  for (const c of v.gaveUp) where[c] = GONE;
  if (v.jokerGone) where[JOKER] = GONE;
  for (const show of v.shows) {
    if (show.seat === v.seat) continue;
    for (const c of show.cards) if (where[c] === UNKNOWN) where[c] = show.seat;
  }
  let unknown = 0;
  let knownElsewhere = 0;
  for (let c = 0; c < PACK_SIZE; c += 1) {
    const w = where[c] ?? UNKNOWN;
    if (w === UNKNOWN) unknown += 1;
    else if (w >= 0) knownElsewhere += 1;
  }
  let othersHeld = 0;
  for (let p = 0; p < v.players; p += 1)
    if (p !== v.seat && v.inHand[p]) othersHeld += v.held[p] ?? 0;
  return { where, unknown, unknownLive: Math.max(0, othersHeld - knownElsewhere) };
}

/** The chance that an unknown card is in another player's hand rather than out of play. */
export function liveChance(k: Known): number {
  return k.unknown === 0 ? 0 : Math.min(1, k.unknownLive / k.unknown);
}
