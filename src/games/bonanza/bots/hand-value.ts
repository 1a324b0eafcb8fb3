// A quick estimate of what a hand is worth in chips this hand (upper half, poker, paying cards, going out), for the widow.
import { ACE, type Card, JOKER, rankOf, suitOf } from '../rules/cards';
import { PAIR_CARDS } from '../rules/pairs';
import { naturalPokerValue } from '../rules/poker-hand';
import {
  BONANZA_SPACE,
  JOKER_SPACE,
  PAYING_CARDS,
  POKER_SPACE,
  QUEEN_JACK_SPACE,
  SEQUENCE_SPACE,
  TEN_TWO_SPACE,
} from '../rules/sheet';

/** Chance of taking the poker space by category (high card .. straight flush), against one or two. */
const POKER_SHARE = [0.05, 0.15, 0.35, 0.5, 0.6, 0.7, 0.85, 0.95, 1];

// Scratch: which cards the hand holds (reset per call).
const holds = new Array<boolean>(53).fill(false);

/** The top of the best sequence the hand can show (A-2-3 is 3), 0 if none; the Joker may fill a gap. */
function sequenceTop(joker: boolean): number {
  let best = 0;
  for (let suit = 0; suit < 4; suit += 1) {
    for (let top = ACE; top >= 3 && top > best; top -= 1) {
      const ranks = top === 3 ? [ACE, 2, 3] : [top - 2, top - 1, top];
      let n = 0;
      for (const r of ranks) if (holds[suit * 13 + r - 2]) n += 1;
      if (n === 3 || (n === 2 && joker)) best = top;
    }
  }
  return best;
}

/** Chips the hand may expect from the sheet as it is, with `players` at the table. */
export function handValue(
  cards: readonly Card[],
  sheet: readonly number[],
  players: number,
): number {
  holds.fill(false);
  for (const c of cards) holds[c] = true;
  const joker = holds[JOKER] === true;
  let value = 0;
  // Upper half: the Joker's space, or the better pair it completes.
  const pairValue = (call: 'queenJack' | 'tenTwo', space: number) => {
    const [a, b] = PAIR_CARDS[call];
    const n = (holds[a] ? 1 : 0) + (holds[b] ? 1 : 0);
    return n === 2
      ? { natural: sheet[space] ?? 0, joker: 0 }
      : { natural: 0, joker: n === 1 && joker ? (sheet[space] ?? 0) : 0 };
  };
  const qj = pairValue('queenJack', QUEEN_JACK_SPACE);
  const tt = pairValue('tenTwo', TEN_TWO_SPACE);
  value += qj.natural + tt.natural;
  if (joker) value += Math.max(sheet[JOKER_SPACE] ?? 0, qj.joker, tt.joker);
  const top = sequenceTop(joker);
  if (top) value += (sheet[SEQUENCE_SPACE] ?? 0) * Math.min(0.95, Math.max(0.1, (top - 5) / 9));
  // Poker: by category alone (the Joker as one category more).
  const poker = naturalPokerValue(cards);
  const category = poker < 0 ? 0 : Math.min(8, (poker >> 20) + (joker ? 1 : 0));
  value +=
    (sheet[POKER_SPACE] ?? 0) * (POKER_SHARE[category] ?? 0) * (2 / Math.max(2, players - 1));
  // Lower half: paying cards, and going out, helped by runs of own cards.
  for (const [c, space] of PAYING_CARDS) if (holds[c]) value += (sheet[space] ?? 0) * 0.55;
  let runs = 0;
  for (const c of cards) {
    if (c !== JOKER && rankOf(c) < ACE && holds[c + 1] && suitOf(c + 1) === suitOf(c)) runs += 1;
  }
  const out = Math.max(
    0.02,
    1 / players +
      0.03 * runs -
      0.03 * Math.max(0, cards.length - 53 / (players + 1)) -
      (joker ? 0.1 : 0),
  );
  value += out * ((sheet[BONANZA_SPACE] ?? 0) + 2 * (players - 1));
  return value;
}
