// The flow's hand frame: antes and eliminations [G2], the deal with the widow [G3], the hand's end and the game's end.
import { createRng } from '../../../lib/rng';
import { type Card, cardName, isCard, PACK_SIZE } from './cards';
import { seatToSpace } from './chips';
import { dealOrder, firstInFrom, handSizes, shuffleAndDeal, skipShuffle } from './deal';
import type { EffectSink } from './effects';
import { finishGame, gameEnds } from './end';
import type { TableEvent } from './events';
import { quote, type Refusal, refuse } from './refusals';
import { antedSpace, anteAmount, SPACES } from './sheet';
import { DEAD, IN_WIDOW, type TableState } from './state';

/** Clears what one hand leaves behind. */
function resetHand(s: TableState): void {
  s.where.fill(DEAD);
  s.held.fill(0);
  s.deadHand = null;
  s.gaveUp = [];
  s.bids = [];
  s.highBid = 0;
  s.highBidder = -1;
  s.passed.fill(false);
  s.turn = -1;
  s.call = 0;
  s.pending.fill(false);
  s.decided.fill(false);
  s.choices.fill(null);
  s.shows = [];
  s.inPot.fill(false);
  s.put.fill(0);
  s.highest = 0;
  s.raises = 0;
  s.acted.fill(false);
  s.actions = [];
  s.colour = -1;
  s.next = -1;
  s.played = [];
  s.won = SPACES.map(() => []);
}

/** `ante`: who cannot ante is out for good; the deal moves left (skipping those out); everyone antes. */
export function ante(s: TableState, fx: EffectSink): Refusal | null {
  if (s.phase !== 'ante') return refuse('not-now', `no hand starts now (${s.phase})`);
  const pokerOn = s.options.poker !== 'off';
  const amount = anteAmount(pokerOn);
  for (let p = 0; p < s.players; p += 1) {
    if (!s.out[p] && (s.stacks[p] ?? 0) < amount) {
      s.out[p] = true;
      fx?.push({ type: 'eliminated', seat: p, chips: s.stacks[p] ?? 0 });
    }
  }
  const able = s.out.filter((o) => !o).length;
  if (able < 2) {
    // Only before the first hand (later the hand's end sees it coming): nobody played a hand.
    finishGame(s, fx);
    return null;
  }
  resetHand(s);
  for (let p = 0; p < s.players; p += 1) s.inHand[p] = !s.out[p];
  s.dealer = firstInFrom(s.hand === 0 ? s.dealer : s.dealer + 1, s.inHand);
  s.hand += 1;
  fx?.push({ type: 'hand-start', hand: s.hand, dealer: s.dealer });
  for (let p = 0; p < s.players; p += 1) {
    if (!s.inHand[p]) continue;
    for (let space = 0; space < SPACES.length; space += 1) {
      if (antedSpace(space, pokerOn)) seatToSpace(s, p, space, 1, fx);
    }
  }
  s.phase = 'deal';
  return null;
}

/** Why a given deal is not the pack dealt by the rules to this table, or null. */
export function dealProblem(
  s: TableState,
  cards: { readonly hands: readonly (readonly Card[])[]; readonly widow: readonly Card[] },
): Refusal | null {
  if (cards.hands.length !== s.players) {
    return refuse('bad-deal', `cards must hold one list per player (${s.players})`);
  }
  const seen = new Array<number>(PACK_SIZE).fill(-2);
  const check = (list: readonly Card[], owner: number): Refusal | null => {
    for (const c of list) {
      if (!isCard(c))
        return refuse('bad-deal', `${quote(c)} is not a card`, owner >= 0 ? owner : undefined);
      const before = seen[c] ?? -2;
      if (before !== -2) {
        return refuse(
          'bad-deal',
          `card ${cardName(c)} is dealt twice (also ${before >= 0 ? `to player ${before}` : 'in the widow'})`,
          owner >= 0 ? owner : undefined,
        );
      }
      seen[c] = owner;
    }
    return null;
  };
  for (let p = 0; p < s.players; p += 1) {
    const hand = cards.hands[p] ?? [];
    if (!s.inHand[p] && hand.length > 0) {
      return refuse('bad-deal', `cards dealt to a player who is out`, p);
    }
    const bad = check(hand, p);
    if (bad) return bad;
  }
  const badWidow = check(cards.widow, -1);
  if (badWidow) return badWidow;
  const missing = seen.findIndex((x) => x === -2);
  if (missing >= 0) return refuse('bad-deal', `card ${cardName(missing)} is missing from the deal`);
  const order = dealOrder(s.dealer, s.inHand);
  const sizes = handSizes(order.length);
  for (let i = 0; i < order.length; i += 1) {
    const seat = order[i] ?? 0;
    const got = cards.hands[seat]?.length ?? 0;
    if (got !== sizes[i]) {
      return refuse(
        'bad-deal',
        `holds ${got} cards, but the deal gives this seat ${sizes[i]}`,
        seat,
      );
    }
  }
  const widowSize = sizes[order.length] ?? 0;
  if (cards.widow.length !== widowSize) {
    return refuse(
      'bad-deal',
      `the widow holds ${cards.widow.length} cards, but the deal gives it ${widowSize}`,
    );
  }
  return null;
}

/** `deal`: the whole pack out, one card at a time, the widow last in each round. */
export function deal(
  s: TableState,
  e: Extract<TableEvent, { type: 'deal' }>,
  fx: EffectSink,
): Refusal | null {
  if (s.phase !== 'deal') return refuse('not-now', `no deal now (${s.phase})`);
  let hands: readonly (readonly Card[])[];
  let widow: readonly Card[];
  const rng = createRng(s.rng);
  if (e.cards) {
    const bad = dealProblem(s, e.cards);
    if (bad) return bad;
    ({ hands, widow } = e.cards);
    // A given deal uses up its shuffle too: hand h is always dealt from the same generator state.
    skipShuffle(rng);
  } else {
    ({ hands, widow } = shuffleAndDeal(s.dealer, s.inHand, rng));
  }
  s.rng = rng.state();
  hands.forEach((hand, seat) => {
    for (const c of hand) s.where[c] = seat;
    s.held[seat] = hand.length;
  });
  for (const c of widow) s.where[c] = IN_WIDOW;
  fx?.push({ type: 'dealt', dealer: s.dealer, sizes: s.held.slice(), widow: widow.length });
  s.phase = 'widow';
  s.turn = s.dealer;
  return null;
}

/** The hand is over: next hand, or the end of the game [G17] with the split [G18]. */
export function endHand(s: TableState, fx: EffectSink): void {
  s.turn = -1;
  fx?.push({ type: 'hand-end', hand: s.hand, stacks: s.stacks.slice(), sheet: s.sheet.slice() });
  if (gameEnds(s)) finishGame(s, fx);
  else s.phase = 'ante';
}
