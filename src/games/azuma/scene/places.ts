// Where every card belongs for a table state: the person's fan, bots' fans, face-down spots, revealed rows.
import { Vector3 } from 'three';
import { fanOrder } from '../view/selectors';
import type { Transit } from '../flow/types';
import type { selCardInputs } from '../view/scene';
import {
  AWAY,
  botFanSlot,
  chosenSpot,
  deckSlot,
  fanTapLocal,
  personFanSlot,
  revealedSlot,
} from './fan';
import type { Frame } from './framing';
import type { Pose } from '../../../table/space';

export const CARD_COUNT = 43;

export type PlaceKind = 'fan' | 'chosen' | 'transit' | 'bot' | 'revealed' | 'deck' | 'away';

export interface Place {
  readonly kind: PlaceKind;
  readonly seat: number;
  readonly pose: Pose;
  /** Deal order, for a staggered deal animation. */
  readonly order: number;
  /** Index in its fan or row, and the row's length (0 and 1 for single places). */
  readonly slot: number;
  readonly count: number;
}

export interface CardState {
  readonly players: number;
  readonly hands: readonly (readonly number[])[];
  readonly chosen: readonly (number | null)[];
  readonly transit: readonly Transit[];
  /** Seats whose hands are shown face up (after a grab), or null while playing. */
  readonly shown: readonly number[] | null;
  /** The shown seats whose hands win: their cards glow. */
  readonly wins?: readonly number[];
  readonly dealer: number;
  readonly outOfPlay: readonly number[];
  /** The card the person received at the last call (null before the first call of a hand). */
  readonly received?: number | null;
}

/**
 * The cards' state from the table's slices (view/scene.ts selCardInputs). Nothing in it changes as
 * the person chooses but the chosen card: the table's wait for them shows in the halo behind the
 * fan (WaitHalo), never by moving the cards under the finger.
 */
export function cardStateOf(players: number, v: ReturnType<typeof selCardInputs>): CardState {
  const [hands, chosen, transit, dealer, outOfPlay, , shown, won, received] = v;
  const seats = shown === null ? null : shown === '' ? [] : shown.split(',').map(Number);
  const wins = won === '' ? [] : won.split(',').map(Number);
  return { players, hands, chosen, transit, dealer, outOfPlay, shown: seats, wins, received };
}

/**
 * The cards a new camera frame carries at once: those resting (within `rest` of their place) in the
 * person's fan before it and still in the fan after it. The fan is laid out in front of the camera,
 * so easing these from their old world poses to the new ones would move them across the screen
 * under the finger; every other card (the table's, or one on its way) eases as before.
 */
export function fanCarried(
  before: readonly Place[],
  after: readonly Place[],
  now: readonly (Vector3 | undefined)[],
  rest: number,
): number[] {
  const carried: number[] = [];
  after.forEach((p, card) => {
    const was = before[card];
    const at = now[card];
    if (p.kind !== 'fan' || was?.kind !== 'fan' || !at) return;
    if (at.distanceTo(was.pose.position) <= rest) carried.push(card);
  });
  return carried;
}

/** How a card is lit: plain, glowing (a revealed winning hand), or marked as just received. */
/** The cards' easing towards their places (smooth time, s); reduced motion eases in 0.04. */
export const CARD_EASE_S = 0.11;

/** How long a dealt card takes to rest in the fan after it leaves the deck (s), with a margin. */
export const DEAL_LANDING_S = 0.45;

/**
 * The deal's beat between two cards (s): 25 ms, closer at a big table, so that the last card is in
 * the person's fan by the end of the deal time, when the table asks for a card (a press before
 * takes nothing: TableInput's pressableFanHits).
 */
export function dealStagger(lastOrder: number, dealSeconds: number): number {
  return lastOrder > 0 ? Math.min(0.025, Math.max(0, dealSeconds - DEAL_LANDING_S) / lastOrder) : 0;
}

export type CardLook = 'plain' | 'glow' | 'new';

/**
 * Each card's look: the cards of revealed winning hands glow; the card the person received at the
 * last call is marked while it is in their fan (found at a glance among its suit), until it leaves.
 */
export function cardLooks(places: readonly Place[], state: CardState): CardLook[] {
  const wins = state.wins ?? [];
  return places.map((p, card) => {
    if (p.kind !== 'deck' && p.kind !== 'away' && wins.includes(p.seat)) return 'glow';
    return p.kind === 'fan' && card === state.received ? 'new' : 'plain';
  });
}

export { fanOrder };

/** The place of every card id 0..42 (cards outside the game are AWAY). */
export function cardPlaces(state: CardState, frame: Frame): Place[] {
  const { players } = state;
  const places: Place[] = Array.from({ length: CARD_COUNT }, () => ({
    kind: 'away',
    seat: -1,
    pose: AWAY,
    order: 0,
    slot: 0,
    count: 1,
  }));
  const single = { order: 0, slot: 0, count: 1 };
  const arriving = new Set(state.transit.map((t) => t.card));
  state.transit.forEach((t) => {
    places[t.card] = {
      kind: 'transit',
      seat: t.to,
      pose: chosenSpot(t.to, players, 0.05),
      ...single,
    };
  });
  state.hands.forEach((hand, seat) => {
    const open = state.shown?.includes(seat) ?? false;
    const chosen = open || state.shown ? null : (state.chosen[seat] ?? null);
    // The person's fan keeps a slot for the card on its way and for the card chosen: the others
    // stand where they will stay, so nothing moves under a finger as a card is chosen (or chosen
    // again), when the passed card lands, nor when the next pass is asked for.
    const held = seat === 0 ? hand : hand.filter((c) => c !== chosen && !arriving.has(c));
    if (chosen !== null && hand.includes(chosen))
      places[chosen] = { kind: 'chosen', seat, pose: chosenSpot(seat, players), ...single };
    const ordered = seat === 0 || open ? fanOrder(held) : held;
    ordered.forEach((card, i) => {
      if (arriving.has(card) || card === chosen) return;
      const n = ordered.length;
      const row = {
        seat,
        order: i * players + ((seat - state.dealer - 1 + players) % players),
        slot: i,
        count: n,
      };
      if (seat === 0) {
        places[card] = {
          kind: 'fan',
          pose: personFanSlot(frame, i, n),
          ...row,
        };
      } else if (open) {
        places[card] = { kind: 'revealed', pose: revealedSlot(frame, seat, players, i, n), ...row };
      } else {
        places[card] = { kind: 'bot', pose: botFanSlot(frame, seat, players, i, n), ...row };
      }
    });
  });
  state.outOfPlay.forEach((card, i) => {
    places[card] = {
      kind: 'deck',
      seat: state.dealer,
      pose: deckSlot(state.dealer, players, i),
      ...single,
    };
  });
  return places;
}

/** Where a card is tapped, in its own space: on a fan card, the middle of its uncovered part. */
export function tapPoint(place: Place, frame: Frame): Vector3 {
  return place.kind === 'fan' ? fanTapLocal(frame, place.slot, place.count) : new Vector3();
}
