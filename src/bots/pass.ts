// Pass policy: which card to give away, at three skill levels (random, basic, expert).
import { BOMB, CARDS_PER_SUIT, type CardId, SUIT_COUNT, suitOf } from '../rules/cards';
import type { EditionId } from '../rules/editions';
import type { Rng } from '../rules/rng';
import { type BotMemory, recentlyPassed } from './memory';
import type { Skill } from './params';
import type { SeatView } from './view';

function counts(hand: readonly CardId[]): number[] {
  const c = new Array<number>(SUIT_COUNT + 1).fill(0);
  for (const card of hand) c[suitOf(card)] = (c[suitOf(card)] ?? 0) + 1;
  return c;
}

/** A card of the given suit from the hand (identical cards: any will do). */
function cardOf(hand: readonly CardId[], suit: number): CardId {
  return hand.find((c) => suitOf(c) === suit) as CardId;
}

/** Basic: keep the two biggest groups (bombs are a group like any suit), give away from the smallest. */
function basicPass(hand: readonly CardId[], rng: Rng): CardId {
  const c = counts(hand);
  const suits = [...new Set(hand.map(suitOf))];
  const min = Math.min(...suits.map((s) => c[s] ?? 0));
  const smallest = suits.filter((s) => c[s] === min);
  return cardOf(hand, smallest[rng.int(smallest.length)] as number);
}

/** How likely a target is to complete soon, from the cards still missing. */
/**
 * The expert's weights per edition, tuned in the arena: how sharply a missing card lowers a target's
 * chance, how much the single best target counts over all of them (focus), how much all 3 bombs are
 * worth keeping for, and the risk per bomb held (caught with 1 or 2 when someone else grabs).
 */
interface ExpertTuning {
  readonly sharpness: number;
  readonly focus: number;
  readonly bombWeight: number;
  readonly bombRisk: number;
}

export const EXPERT_TUNING: Readonly<Record<EditionId, ExpertTuning>> = {
  // AZUMA: all 3 bombs score 3, so the bomb route is worth keeping open.
  azuma: { sharpness: 1.1, focus: 0, bombWeight: 2, bombRisk: 0.05 },
  // ZUMA: bombs cost a point each when caught; go fast for the best 4 + 3.
  'zuma-de': { sharpness: 2, focus: 20, bombWeight: 1.1, bombRisk: 0.07 },
  'zuma-fr': { sharpness: 2, focus: 20, bombWeight: 1.1, bombRisk: 0.07 },
};

const CHANCE_TABLES = new Map<number, Float64Array>();
function chanceTable(sharpness: number): Float64Array {
  let t = CHANCE_TABLES.get(sharpness);
  if (!t) {
    t = Float64Array.from({ length: 64 }, (_, i) => Math.exp((-sharpness * i) / 2));
    CHANCE_TABLES.set(sharpness, t);
  }
  return t;
}

/** Copies still missing are harder to get when just sent left, or when fewer are free than needed. */
const SHORT_PENALTY = 3;
const GONE_PENALTY = 0.5;
const BOMB_EASE = 0.85;

/**
 * Expert: the value of keeping a hand is the chance of its targets (every 4 + 3 pair of suits,
 * and the 3 bombs), with copies just passed left counted as gone for a while, minus the risk of being
 * caught holding 1 or 2 bombs (it costs a point in ZUMA, blocks scoring in AZUMA).
 */
export function handValue(c: readonly number[], memory: BotMemory, view: SeatView): number {
  return valueWithGone(c, goneBySuit(memory, view.players), EXPERT_TUNING[view.edition]);
}

/** Per suit, the copies this seat passed within the last round of the table (computed once a decision). */
function goneBySuit(memory: BotMemory, players: number): number[] {
  const gone = new Array<number>(SUIT_COUNT).fill(0);
  for (let s = 0; s < SUIT_COUNT; s += 1) gone[s] = recentlyPassed(memory, s, players);
  return gone;
}

// Scratch arrays for the reach of each suit to 4 and to 3, in half-card units (no allocation per call).
const REACH4 = new Int32Array(SUIT_COUNT);
const REACH3 = new Int32Array(SUIT_COUNT);

/** Missing cards to `want`, with the penalties, doubled (the chance table is indexed in half cards). */
function reach2(held: number, gone: number, want: number): number {
  const missing = Math.max(0, want - held);
  const free = CARDS_PER_SUIT - held - gone;
  return (
    missing * 2 +
    (missing > free ? SHORT_PENALTY * 2 : 0) +
    Math.min(missing, gone) * GONE_PENALTY * 2
  );
}

function valueWithGone(c: readonly number[], gone: readonly number[], tune: ExpertTuning): number {
  const table = chanceTable(tune.sharpness);
  let n = 0;
  for (let s = 0; s < SUIT_COUNT; s += 1) {
    const held = c[s] ?? 0;
    if (held <= 0) continue;
    const g = gone[s] ?? 0;
    REACH4[n] = reach2(held, g, 4);
    REACH3[n] = reach2(held, g, 3);
    n += 1;
  }
  let value = 0;
  let top = 0;
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j < n; j += 1) {
      if (i === j) continue;
      const ch = table[(REACH4[i] ?? 0) + (REACH3[j] ?? 0)] ?? 0;
      value += ch;
      if (ch > top) top = ch;
    }
  }
  value += tune.focus * top;
  const bombs = c[BOMB] ?? 0;
  value += tune.bombWeight * Math.exp(-tune.sharpness * (3 - bombs) * BOMB_EASE);
  if (bombs > 0 && bombs < 3) value -= tune.bombRisk * bombs;
  return value;
}

function expertPass(view: SeatView, memory: BotMemory, rng: Rng): CardId {
  const hand = view.hand;
  const c = counts(hand);
  const gone = goneBySuit(memory, view.players);
  const tune = EXPERT_TUNING[view.edition];
  let best: CardId = hand[0] as CardId;
  let bestValue = -Infinity;
  for (const suit of new Set(hand.map(suitOf))) {
    c[suit] = (c[suit] ?? 0) - 1;
    // A pinch of noise breaks ties differently each time, so a hand never loops.
    const value = valueWithGone(c, gone, tune) + rng.next() * 1e-3;
    c[suit] = (c[suit] ?? 0) + 1;
    if (value > bestValue) {
      bestValue = value;
      best = cardOf(hand, suit);
    }
  }
  return best;
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
