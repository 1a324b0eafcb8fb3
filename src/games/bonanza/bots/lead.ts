// Which suit to lead in the run-out: basic plays its longest run; expert counts dead and played cards, aims for paying cards and for going out.
import { ACE, type Card, colourOf, JOKER, rankOf } from '../rules/cards';
import type { SeatEvent } from '../rules/events';
import { leadCards } from '../rules/flow-run-out';
import { BONANZA_SPACE, payingSpace } from '../rules/sheet';
import type { SeatView } from '../rules/view';
import { GONE, type Known, knownOf, liveChance, MINE } from './known';

const lead = (v: SeatView, card: Card): SeatEvent => ({ type: 'lead', seat: v.seat, card });

/** How many of its own cards in a row a lead of `c` plays at once. */
function ownRun(mine: ReadonlySet<Card>, c: Card): number {
  let n = 0;
  for (let x = c; mine.has(x); x += 1) {
    n += 1;
    if (rankOf(x) === ACE) break;
  }
  return n;
}

/** Basic: the lead that plays the most of its own cards at once (the lower card on a tie). */
export function basicLead(v: SeatView): SeatEvent {
  const options = leadCards(v.cards, v.colour);
  const mine = new Set(v.cards);
  let best = options[0] ?? v.cards[0] ?? 0;
  let bestRun = -1;
  for (const c of options) {
    const run = ownRun(mine, c);
    if (run > bestRun || (run === bestRun && rankOf(c) < rankOf(best))) {
      best = c;
      bestRun = run;
    }
  }
  return lead(v, best);
}

/** Chips a card pays when played (0 for most). */
function paying(v: SeatView, c: Card): number {
  const space = payingSpace(c);
  return space < 0 ? 0 : (v.sheet[space] ?? 0);
}

/**
 * The worth of leading `c`, in rough chips: own cards played now and likely later in the chain,
 * cards it lets others shed, paying cards won or given away, keeping the lead after a stop, and
 * going out at once.
 */
export function leadScore(v: SeatView, k: Known, c: Card, live: number): number {
  const naturals = v.cards.filter((x) => x !== JOKER).length;
  const deadJoker = v.cards.includes(JOKER);
  let score = 0;
  let x = c;
  let own = 0;
  // The own run: certain.
  for (;;) {
    own += 1;
    score += paying(v, x);
    if (rankOf(x) === ACE || k.where[x + 1] !== MINE) break;
    x += 1;
  }
  if (own === naturals && !deadJoker) {
    // Out at once: the Bonanza space and a chip per card from everyone else.
    let cards = 0;
    for (let p = 0; p < v.players; p += 1) if (p !== v.seat && v.inHand[p]) cards += v.held[p] ?? 0;
    return 1000 + (v.sheet[BONANZA_SPACE] ?? 0) + cards;
  }
  score += 1.2 * own;
  const otherColour = v.cards.some((y) => y !== JOKER && colourOf(y) !== colourOf(c));
  if (rankOf(x) === ACE || k.where[x + 1] === GONE) {
    // A stop of its own: it leads again.
    return score + (otherColour ? 1.5 : 0.4);
  }
  // The chain goes on through other hands while the next card is live.
  let reach = 1;
  let lastMine = false;
  // x is not an ace here, so the cards above it up to the ace are of its suit.
  for (let y = x + 1; ; y += 1) {
    const w = k.where[y] ?? GONE;
    if (w === GONE) break;
    if (w === MINE) {
      score += reach * (1 + paying(v, y));
      lastMine = true;
    } else {
      if (w < 0) reach *= live;
      score -= reach * (0.7 + 0.8 * paying(v, y));
      lastMine = false;
    }
    if (rankOf(y) === ACE || reach < 0.05) break;
  }
  if (lastMine) score += reach * (otherColour ? 1.5 : 0.4);
  return score;
}

/** Expert: the lead with the best worth. */
export function expertLead(v: SeatView): SeatEvent {
  const options = leadCards(v.cards, v.colour);
  const first = options[0] ?? v.cards[0] ?? 0;
  if (options.length < 2) return lead(v, first);
  const k = knownOf(v);
  const live = liveChance(k);
  let best = first;
  let bestScore = -Infinity;
  for (const c of options) {
    const score = leadScore(v, k, c, live);
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return lead(v, best);
}
