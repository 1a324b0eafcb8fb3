// Pass policy: which card to give away, at three skill levels (random, basic, expert).
import { BOMB, BOMB_COUNT, CARDS_PER_SUIT, type CardId, SUIT_COUNT, suitOf } from '../rules/cards';
import { EDITIONS } from '../rules/editions';
import type { Rng } from '../rules/rng';
import { type BotMemory, recentlyPassed } from './memory';
import type { Skill } from './params';
import type { SeatView } from './view';

function counts(hand: readonly CardId[]): number[] {
  const c = new Array<number>(SUIT_COUNT + 1).fill(0);
  for (const card of hand) c[suitOf(card)] = (c[suitOf(card)] ?? 0) + 1;
  return c;
}

/** A random card of the given suit from the hand. */
function cardOf(hand: readonly CardId[], suit: number, rng: Rng): CardId {
  const cards = hand.filter((c) => suitOf(c) === suit);
  return cards[rng.int(cards.length)] as CardId;
}

/** Basic: keep the two biggest suits, give away from the smallest; bombs are junk. */
function basicPass(hand: readonly CardId[], rng: Rng): CardId {
  const c = counts(hand);
  if ((c[BOMB] ?? 0) > 0) return cardOf(hand, BOMB, rng);
  const suits = [...new Set(hand.map(suitOf))];
  const min = Math.min(...suits.map((s) => c[s] ?? 0));
  const smallest = suits.filter((s) => c[s] === min);
  return cardOf(hand, smallest[rng.int(smallest.length)] as number, rng);
}

/**
 * How much a suit is worth keeping, for the expert: cards held, plus a little for copies
 * still reachable (not just sent left), and a small noise so that hands never loop.
 */
function suitValue(s: number, c: readonly number[], memory: BotMemory, players: number): number {
  const held = c[s] ?? 0;
  const gone = recentlyPassed(memory, s, players);
  const arrived = memory.received[s] ?? 0;
  return held * 10 + (CARDS_PER_SUIT - held - gone) * 1.5 + Math.min(arrived, 2) * 0.8 - gone * 2;
}

/** Expert: choose a 4-suit and a 3-suit target with memory, handle bombs by edition, pass the rest. */
function expertPass(view: SeatView, memory: BotMemory, rng: Rng): CardId {
  const hand = view.hand;
  const c = counts(hand);
  const bombs = c[BOMB] ?? 0;
  const rules = EDITIONS[view.edition].scoring;
  // Collect bombs only when they are close to complete and the suits are far from it.
  const suits = [...new Set(hand.map(suitOf))].filter((s) => s !== BOMB);
  const value = (s: number) => suitValue(s, c, memory, view.players) + rng.next() * 0.6;
  const ranked = suits.slice().sort((a, b) => value(b) - value(a));
  const [first, second] = ranked;
  const need = 4 - Math.min(4, c[first ?? -1] ?? 0) + (3 - Math.min(3, c[second ?? -1] ?? 0));
  const bombNeed = BOMB_COUNT - bombs;
  const keepBombs =
    bombs >= 2 && bombNeed < need && (rules.partialBombs === 'block' || bombNeed === 1);
  const keep = new Set<number>([first ?? -1, second ?? -1]);
  if (keepBombs) keep.add(BOMB);
  // Surplus beyond 4 of the main suit or 3 of the second suit can go too (8-card hands).
  const junk = hand.filter((card) => !keep.has(suitOf(card)));
  if (junk.length > 0) {
    if (!keepBombs && bombs > 0) return cardOf(hand, BOMB, rng);
    const worst = junk.slice().sort((a, b) => value(suitOf(a)) - value(suitOf(b)))[0] as CardId;
    return cardOf(hand, suitOf(worst), rng);
  }
  // Everything is in the targets: give away from the weaker target, keeping the stronger whole.
  const weaker =
    keepBombs && bombs < (c[second ?? -1] ?? 0) ? BOMB : (second ?? suitOf(hand[0] as CardId));
  return cardOf(hand, weaker, rng);
}

/** The card this seat passes. Never a card it does not hold. */
export function choosePass(view: SeatView, memory: BotMemory, skill: Skill, rng: Rng): CardId {
  const hand = view.hand;
  if (hand.length === 0) throw new Error('cannot pass from an empty hand');
  switch (skill) {
    case 'random':
      return hand[rng.int(hand.length)] as CardId;
    case 'basic':
      return basicPass(hand, rng);
    case 'expert':
      return expertPass(view, memory, rng);
  }
}
