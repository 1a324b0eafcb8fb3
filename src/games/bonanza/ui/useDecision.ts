// What the person may decide now and the choice being made: the bid on the stepper, the combination to show, the five; what the hand lets tap.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Card } from '../rules/cards';
import type { CallName, PokerAction } from '../rules/events';
import type { LegalMove } from '../rules/legal';
import { bestFiveOf, fiveName } from '../view/poker';
import { type PersonActions, personActions, useGame, useTable } from '../view/GameContext';
import { sameData, selectHandCards, selectLegal } from '../view/selectors';
import { useDealLanding } from './useDealLanding';

export type Decision =
  | { readonly kind: 'none' }
  | { readonly kind: 'widow' }
  | { readonly kind: 'bid'; readonly min: number; readonly max: number; readonly amount: number }
  | { readonly kind: 'pass-only' }
  | {
      readonly kind: 'show';
      readonly call: CallName;
      readonly combos: readonly (readonly Card[])[];
      readonly picked: number;
    }
  | { readonly kind: 'poker'; readonly actions: readonly PokerAction[] }
  | { readonly kind: 'five'; readonly chosen: readonly Card[]; readonly name: string | null }
  | { readonly kind: 'lead'; readonly cards: readonly Card[] };

export interface DecisionControl {
  readonly decision: Decision;
  /** The deal's cards are still landing (the prompt says who deals). */
  readonly dealing: boolean;
  readonly actions: PersonActions;
  readonly cards: readonly Card[];
  /** The hand's taps: which cards, which are marked, and whether they toggle. */
  readonly tappable: ReadonlySet<Card>;
  readonly marked: ReadonlySet<Card>;
  readonly toggles: boolean;
  readonly tap: (card: Card) => void;
  /** A card the person tapped that the lead does not allow (its note shows a few seconds), or null. */
  readonly refused: Card | null;
  /** A tap on a card that cannot be played now. */
  readonly refuse: (card: Card) => void;
  readonly setBid: (amount: number) => void;
  readonly pickCombo: (i: number) => void;
}

const NONE: ReadonlySet<Card> = new Set();
/** How long the words under a refused tap stay. */
const REFUSED_NOTE_MS = 4000;

function decisionOf(legal: readonly LegalMove[]): Decision['kind'] {
  const first = legal[0];
  if (!first) return 'none';
  if (first.type === 'widow') return 'widow';
  if (first.type === 'bid') return 'bid';
  if (first.type === 'pass') return 'pass-only';
  if (first.type === 'show' || first.type === 'keep') return 'show';
  if (first.type === 'poker') return 'poker';
  if (first.type === 'five') return 'five';
  return 'lead';
}

const preselect = bestFiveOf;

/** `reducedMotion`: the deal's cards do not fly, and its question is not held for them. */
export function useDecision(reducedMotion: boolean): DecisionControl {
  const game = useGame();
  const actions = useMemo(() => personActions(game), [game]);
  const legal = useTable(selectLegal, sameData);
  const cards = useTable(selectHandCards, sameData);
  // Nothing is asked while the deal's cards are still on their way (the widow's question came mid-deal).
  const landing = useDealLanding(reducedMotion);
  const kind = landing ? 'none' : decisionOf(legal);
  const [amount, setAmount] = useState(0);
  const [picked, setPicked] = useState(0);
  const [chosen, setChosen] = useState<Card[]>([]);
  const [refused, setRefused] = useState<Card | null>(null);

  const bidRange = legal.find((m) => m.type === 'bid');
  const min = bidRange?.type === 'bid' ? bidRange.min : 0;
  const max = bidRange?.type === 'bid' ? bidRange.max : 0;
  // A new question resets the choice: the lowest bid, the first combination, the best five.
  useEffect(() => setAmount(min), [min]);
  useEffect(() => setPicked(0), [kind]);
  // A refused tap's note goes with the question, or after a few seconds.
  useEffect(() => setRefused(null), [kind, legal]);
  useEffect(() => {
    if (refused === null) return;
    const id = setTimeout(() => setRefused(null), REFUSED_NOTE_MS);
    return () => clearTimeout(id);
  }, [refused]);
  useEffect(() => {
    if (kind === 'five') setChosen(preselect(cards));
  }, [kind, cards]);

  const combos = useMemo(() => legal.flatMap((m) => (m.type === 'show' ? [m.cards] : [])), [legal]);
  const leads = useMemo(() => legal.flatMap((m) => (m.type === 'lead' ? [m.card] : [])), [legal]);

  const tap = useCallback(
    (card: Card) => {
      if (kind === 'lead') actions.lead(card);
      else if (kind === 'five')
        setChosen((c) => (c.includes(card) ? c.filter((x) => x !== card) : [...c, card]));
    },
    [kind, actions],
  );

  let decision: Decision;
  let tappable = NONE;
  let marked = NONE;
  switch (kind) {
    case 'bid':
      decision = { kind, min, max, amount: Math.min(max, Math.max(min, amount)) };
      break;
    case 'show': {
      const call = legal[0]?.type === 'show' || legal[0]?.type === 'keep' ? legal[0].call : 'joker';
      const at = Math.min(picked, Math.max(0, combos.length - 1));
      decision = { kind, call, combos, picked: at };
      marked = new Set(combos[at] ?? []);
      break;
    }
    case 'poker':
      decision = {
        kind,
        actions: legal.flatMap((m) => (m.type === 'poker' ? [m.action] : [])),
      };
      marked = new Set(preselect(cards));
      break;
    case 'five': {
      const name = chosen.length === 5 ? fiveName(chosen) : null;
      decision = { kind, chosen, name };
      tappable = new Set(cards);
      marked = new Set(chosen);
      break;
    }
    case 'lead':
      decision = { kind, cards: leads };
      tappable = new Set(leads);
      break;
    default:
      decision = { kind } as Decision;
  }
  return {
    decision,
    dealing: landing,
    actions,
    cards,
    tappable,
    marked,
    toggles: kind === 'five',
    tap,
    refused: kind === 'lead' ? refused : null,
    refuse: setRefused,
    setBid: setAmount,
    pickCombo: setPicked,
  };
}
