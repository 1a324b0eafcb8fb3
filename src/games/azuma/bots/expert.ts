// The expert pass policy: give away the card whose loss leaves the hand with the best chance of a win.
import { BOMB, CARDS_PER_SUIT, type CardId, SUIT_COUNT } from '../rules/cards';
import type { EditionId } from '../rules/editions';
import type { Rng } from '../../../lib/rng';
import { CANDIDATES, cardOf, COUNTS, countSuits } from './hand-suits';
import { type BotMemory, recentlyPassedInto } from './memory';
import type { SeatView } from './view';

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

/**
 * Copies still missing are harder to get when just sent left (gone: extra cards per copy) or when fewer
 * are free than needed (short: extra cards); the 3-bomb target is a little easier than a suit (ease).
 */
export const EXPERT_REACH = { short: 3, gone: 0.5, bombEase: 0.85 } as const;
const SHORT_PENALTY = EXPERT_REACH.short;
const GONE_PENALTY = EXPERT_REACH.gone;
const BOMB_EASE = EXPERT_REACH.bombEase;

/**
 * A tuning's lookup tables: the chance of a target by its distance in half cards; for 0..3 bombs
 * held, the bomb target's chance and the risk of being caught with 1 or 2.
 */
interface Tables {
  readonly chance: Float64Array;
  readonly bombChance: Float64Array;
  readonly bombRisk: Float64Array;
}

function tablesOf(tune: ExpertTuning): Tables {
  return {
    chance: Float64Array.from({ length: 64 }, (_, i) => Math.exp((-tune.sharpness * i) / 2)),
    bombChance: Float64Array.from(
      { length: 4 },
      (_, b) => tune.bombWeight * Math.exp(-tune.sharpness * (3 - b) * BOMB_EASE),
    ),
    bombRisk: Float64Array.from({ length: 4 }, (_, b) => (b > 0 && b < 3 ? tune.bombRisk * b : 0)),
  };
}

const TABLES = new Map<ExpertTuning, Tables>();
function tables(tune: ExpertTuning): Tables {
  let t = TABLES.get(tune);
  if (!t) TABLES.set(tune, (t = tablesOf(tune)));
  return t;
}

// Scratch space of one decision: copies recently passed per suit, and the held suits (not bombs) in
// suit order with their index and their reach to 4 and to 3 in half cards.
const GONE = new Int8Array(BOMB + 1);
const HELD = new Int8Array(SUIT_COUNT);
/** The index of each suit in HELD, or -1 (bombs are never held suits). */
const INDEX = new Int8Array(BOMB + 1);
const BASE4 = new Int32Array(SUIT_COUNT);
const BASE3 = new Int32Array(SUIT_COUNT);

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

// The whole hand's targets, as a matrix PAIR[i * SUIT_COUNT + j] = chance of 4 of held suit i + 3 of
// held suit j (i != j), with its row and column sums: a candidate changes only one row and column.
const PAIR = new Float64Array(SUIT_COUNT * SUIT_COUNT);
const ROW = new Float64Array(SUIT_COUNT);
const COL = new Float64Array(SUIT_COUNT);

/** Lists the held suits (not bombs) of COUNTS in suit order with their reaches; returns how many. */
function heldSuits(t: Tables): number {
  let n = 0;
  INDEX[BOMB] = -1;
  for (let s = 0; s < SUIT_COUNT; s += 1) {
    const held = COUNTS[s] as number;
    INDEX[s] = held > 0 ? n : -1;
    if (held <= 0) continue;
    HELD[n] = s;
    BASE4[n] = reach2(held, GONE[s] as number, 4);
    BASE3[n] = reach2(held, GONE[s] as number, 3);
    n += 1;
  }
  for (let i = 0; i < n; i += 1) ROW[i] = COL[i] = 0;
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j < n; j += 1) {
      const ch = i === j ? 0 : (t.chance[(BASE4[i] as number) + (BASE3[j] as number)] as number);
      PAIR[i * SUIT_COUNT + j] = ch;
      ROW[i] = (ROW[i] as number) + ch;
      COL[j] = (COL[j] as number) + ch;
    }
  }
  return n;
}

/** The best single target after giving away from held suit `k` (-1: a bomb), its reaches now a4, a3. */
function topAfter(k: number, n: number, a4: number, a3: number, t: Tables): number {
  let top = 0;
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j < n; j += 1) {
      if (i === j) continue;
      let ch = PAIR[i * SUIT_COUNT + j] as number;
      if (i === k || j === k) {
        if (a4 < 0) continue; // the suit is gone from the hand
        ch = t.chance[
          (i === k ? a4 : (BASE4[i] as number)) + (j === k ? a3 : (BASE3[j] as number))
        ] as number;
      }
      if (ch > top) top = ch;
    }
  }
  return top;
}

/**
 * The value of keeping the hand in COUNTS after giving away one card of `given`: the chance of its
 * targets (every 4 + 3 pair of suits, and the 3 bombs), with the copies in GONE counted as gone for a
 * while, minus the risk of being caught holding 1 or 2 bombs (it costs a point in ZUMA, blocks
 * scoring in AZUMA). `n` and `total` come from heldSuits(); COUNTS already has `given` taken off.
 */
function valueAfter(
  given: number,
  n: number,
  total: number,
  tune: ExpertTuning,
  t: Tables,
): number {
  const k = INDEX[given] as number;
  let value = total;
  let a4 = -1;
  let a3 = -1;
  if (k >= 0) {
    value -= (ROW[k] as number) + (COL[k] as number);
    const left = COUNTS[given] as number;
    if (left > 0) {
      a4 = reach2(left, GONE[given] as number, 4);
      a3 = reach2(left, GONE[given] as number, 3);
      for (let j = 0; j < n; j += 1) {
        if (j === k) continue;
        value += t.chance[a4 + (BASE3[j] as number)] as number;
        value += t.chance[(BASE4[j] as number) + a3] as number;
      }
    }
  }
  if (tune.focus !== 0) value += tune.focus * topAfter(k, n, a4, a3, t);
  const bombs = COUNTS[BOMB] as number;
  value += t.bombChance[bombs] as number;
  if (bombs > 0 && bombs < 3) value -= t.bombRisk[bombs] as number;
  return value;
}

/** Expert: gives away the card whose loss leaves the most valuable hand. */
export function expertPass(view: SeatView, memory: BotMemory, rng: Rng): CardId {
  const hand = view.hand;
  const candidates = countSuits(hand);
  recentlyPassedInto(memory, view.players, GONE);
  const tune = EXPERT_TUNING[view.edition];
  const t = tables(tune);
  const n = heldSuits(t);
  let total = 0;
  for (let i = 0; i < n; i += 1) total += ROW[i] as number;
  let best = -1;
  let bestValue = -Infinity;
  for (let i = 0; i < candidates; i += 1) {
    const suit = CANDIDATES[i] as number;
    COUNTS[suit] = (COUNTS[suit] as number) - 1;
    // A pinch of noise breaks ties differently each time, so a hand never loops.
    const value = valueAfter(suit, n, total, tune, t) + rng.next() * 1e-3;
    COUNTS[suit] = (COUNTS[suit] as number) + 1;
    if (value > bestValue) {
      bestValue = value;
      best = suit;
    }
  }
  return cardOf(hand, best);
}
