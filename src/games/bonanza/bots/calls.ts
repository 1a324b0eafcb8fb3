// Showing at the calls: the Joker now or wild later, and which combination to show, by what each space holds.
import { type Card, JOKER } from '../rules/cards';
import { combinationsAt, type ShowCall } from '../rules/combination';
import type { SeatEvent } from '../rules/events';
import { PAIR_CARDS } from '../rules/pairs';
import { sequencesIn, sequenceTop, sequenceValue } from '../rules/sequence';
import { QUEEN_JACK_SPACE, SEQUENCE_SPACE, SPACES, TEN_TWO_SPACE } from '../rules/sheet';
import type { SeatView } from '../rules/view';

const ORDER: readonly ShowCall[] = ['joker', 'queenJack', 'sequence', 'tenTwo'];

/** A rough chance that a sequence with this top takes the space. */
function sequenceChance(top: number): number {
  return Math.min(0.95, Math.max(0.15, (top - 5) / 9));
}

/** What the Joker could still win at a later call than `call`, used where it is needed most. */
function jokerLater(v: SeatView, call: ShowCall, holds: (c: Card) => boolean): number {
  let best = 0;
  for (const later of ORDER.slice(ORDER.indexOf(call) + 1)) {
    if (later === 'queenJack' || later === 'tenTwo') {
      const [a, b] = PAIR_CARDS[later];
      const space = later === 'queenJack' ? QUEEN_JACK_SPACE : TEN_TWO_SPACE;
      if (holds(a) !== holds(b)) best = Math.max(best, v.sheet[space] ?? 0);
    } else if (later === 'sequence') {
      const seqs = sequencesIn(holds);
      const natural = seqs.find((q) => !q.cards.includes(JOKER));
      const wild = seqs.find((q) => q.cards.includes(JOKER));
      if (wild && (!natural || natural.value < wild.value)) {
        const gain =
          sequenceChance(sequenceTop(wild.value)) -
          (natural ? sequenceChance(sequenceTop(natural.value)) : 0);
        best = Math.max(best, (v.sheet[SEQUENCE_SPACE] ?? 0) * gain);
      }
    }
  }
  return best;
}

const show = (v: SeatView, call: ShowCall, cards: readonly Card[]): SeatEvent => ({
  type: 'show',
  seat: v.seat,
  call,
  cards,
});
const keep = (v: SeatView, call: ShowCall): SeatEvent => ({ type: 'keep', seat: v.seat, call });

/** Basic: shows the first combination it holds (the Joker at once, the best sequence). */
export function basicShow(v: SeatView, call: ShowCall): SeatEvent {
  const mine = new Set(v.cards);
  const first = combinationsAt(call, (c) => mine.has(c))[0];
  return first ? show(v, call, first) : keep(v, call);
}

/**
 * Expert: a natural combination is always shown; the Joker is spent where it wins the most. Shown
 * or not, a Joker never used is dead at the run-out, so it is kept only for a better later use.
 */
export function expertShow(v: SeatView, call: ShowCall): SeatEvent {
  const mine = new Set(v.cards);
  const holds = (c: Card) => mine.has(c);
  const combos = combinationsAt(call, holds);
  const natural = combos.find((cards) => !cards.includes(JOKER));
  const wild = combos.find((cards) => cards.includes(JOKER));
  if (call === 'sequence' && natural && wild) {
    // The natural is shown unless the Joker sequence is better and the Joker has no better use.
    const later = jokerLater(v, call, holds);
    const wildBetter = combos[0] === wild;
    return show(
      v,
      call,
      wildBetter && later < (v.sheet[SEQUENCE_SPACE] ?? 0) * 0.3 ? wild : natural,
    );
  }
  if (natural) return show(v, call, natural);
  if (!wild) return keep(v, call);
  const space = v.sheet[SPACES.indexOf(call)] ?? 0;
  const here =
    call === 'sequence' ? space * sequenceChance(sequenceTop(sequenceValue(wild))) : space;
  return here >= jokerLater(v, call, holds) ? show(v, call, wild) : keep(v, call);
}
