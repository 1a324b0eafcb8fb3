// The table's state at the start of the game and of each hand, and the copies views get.
import {
  type CardId,
  createRng,
  deal,
  deriveSeed,
  EDITIONS,
  leftOf,
  newScorebook,
  resolveOptions,
  rightOf,
  tableSetup,
} from '../rules';
import { mapPacked } from '../../../lib/packed';
import type { SaveGame } from './save';
import type { FlowState, StickState, TableConfig } from './types';

/**
 * A stick on the board, always made here with the same fields in the same order (one object shape:
 * the fast loop reads sticks at every grab and every look).
 */
export function stickState(
  id: number,
  colour: StickState['colour'],
  owner: number | null,
  at: number | null,
): StickState {
  return { id, colour, owner, at };
}

export function editionOf(s: Pick<FlowState, 'config'>) {
  return EDITIONS[s.config.edition];
}

/**
 * The state before the first hand of a game (phase `start`), or before the saved hand of a restored
 * one: the START event deals it.
 */
export function initialState(config: TableConfig, now: number, restore?: SaveGame): FlowState {
  const ed = EDITIONS[config.edition];
  const options = resolveOptions(ed, config.options);
  const firstDealer =
    config.firstDealer ?? createRng(deriveSeed(config.seed, 'first-dealer')).int(config.players);
  const setup = tableSetup(ed, config.players, options);
  const n = config.players;
  return {
    config,
    options,
    startedAt: now,
    people: config.seats.reduce((m, seat, i) => (seat.kind === 'person' ? m | (1 << i) : m), 0),
    phase: 'start',
    deadline: null,
    book: restore?.book ?? newScorebook(config.edition, config.players, config.options),
    // A hand deals to the left of the previous dealer: start one seat to the right.
    dealer: rightOf(restore?.dealer ?? firstDealer, n),
    handNo: restore ? restore.handNo - 1 : 0,
    hands: Array.from({ length: n }, () => []),
    outOfPlay: [],
    chosen: new Array<CardId | null>(n).fill(null),
    lastPassed: new Array<CardId | null>(n).fill(null),
    lastReceived: new Array<CardId | null>(n).fill(null),
    transit: [],
    calls: 0,
    rotation: restore?.rotation ?? 0,
    sticks: mapPacked(setup.sticks, (st) => stickState(st.id, st.colour, null, null)),
    grabs: [],
    fakes: [],
    grabWindowUntil: null,
    pendingX: [],
    xChoices: {},
    lastEntries: [],
    lastRoundEnded: false,
    refusal: null,
    log: restore ? restore.log.slice() : [],
    redeals: restore?.redeals ?? 0,
    lastCall: null,
    lastCallAt: -Infinity,
    grabFloor: -Infinity,
  };
}

/** A stacked deal if it is a valid deal of `deck` (right sizes, every card once), else null. */
export function stackedDeal(
  hands: readonly (readonly CardId[])[] | undefined,
  deck: readonly CardId[],
  players: number,
  mode: 'seven' | 'all',
): { hands: CardId[][]; outOfPlay: CardId[] } | null {
  if (!Array.isArray(hands) || hands.length !== players) return null;
  if (!hands.every((h) => Array.isArray(h) && h.every((c) => Number.isInteger(c)))) return null;
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

/** A new hand, in place: the deal passes left, cards are shuffled from the seed and the hand's number. */
export function dealHand(s: FlowState, now: number): void {
  const n = s.config.players;
  const ed = editionOf(s);
  s.handNo += 1;
  s.dealer = leftOf(s.dealer, n);
  const setup = tableSetup(ed, s.config.players, s.options);
  const d =
    stackedDeal(s.config.stackedDeals?.[s.handNo - 1], setup.deck, n, ed.deal) ??
    deal(ed, setup.deck, n, s.dealer, createRng(deriveSeed(s.config.seed, `deal-${s.handNo}`)));
  s.hands = d.hands;
  s.outOfPlay = d.outOfPlay;
  s.chosen = new Array<CardId | null>(n).fill(null);
  s.lastPassed = new Array<CardId | null>(n).fill(null);
  s.lastReceived = new Array<CardId | null>(n).fill(null);
  s.transit = [];
  s.calls = 0;
  s.sticks = mapPacked(s.sticks, (st) => stickState(st.id, st.colour, null, null));
  s.grabs = [];
  s.fakes = [];
  s.grabWindowUntil = null;
  s.pendingX = [];
  s.xChoices = {};
  s.lastEntries = [];
  s.lastRoundEnded = false;
  s.lastCall = null;
  s.lastCallAt = -Infinity;
  s.grabFloor = now;
}

/**
 * A copy that shares nothing the step changes in place: the step works on it while views keep the
 * state they were given. (Records inside, such as a grab or a score entry, are never changed.)
 */
export function copyState(s: FlowState): FlowState {
  return {
    ...s,
    hands: mapPacked(s.hands, (h) => h.slice()),
    outOfPlay: s.outOfPlay.slice(),
    chosen: s.chosen.slice(),
    lastPassed: s.lastPassed.slice(),
    lastReceived: s.lastReceived.slice(),
    transit: s.transit.slice(),
    sticks: mapPacked(s.sticks, (st) => stickState(st.id, st.colour, st.owner, st.at)),
    grabs: s.grabs.slice(),
    fakes: s.fakes.slice(),
    pendingX: s.pendingX.slice(),
    xChoices: { ...s.xChoices },
    log: s.log.slice(),
    lastCall: s.lastCall && { chosen: s.lastCall.chosen.slice(), from: s.lastCall.from.slice() },
  };
}
