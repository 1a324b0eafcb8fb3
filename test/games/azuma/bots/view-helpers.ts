// Test helpers for bots: a table context from stacked hands and the seat views it gives.
import { BOMB_IDS, type CardId, letterSuit, BOMB } from '../../../../src/games/azuma/rules/cards';
import type { EditionId, PlayerCount } from '../../../../src/games/azuma/rules/editions';
import { botsConfig } from '../../../../statecharts/azuma/headless';
import type { ViewPhase } from '../../../../src/games/azuma/bots/view';
import { copyState, dealHand } from '../../../../src/games/azuma/flow/state';
import { startState } from '../../../../src/games/azuma/flow/step';
import type { FlowPhase, FlowState } from '../../../../src/games/azuma/flow/types';
import { seatView } from '../../../../src/games/azuma/flow/view';

/** Card ids from letters, each physical card used once across all specs. */
export function cards(specs: readonly string[]): CardId[][] {
  const next = new Map<number, number>();
  return specs.map((spec) =>
    [...spec].map((letter) => {
      const suit = letterSuit(letter) as number;
      const k = next.get(suit) ?? 0;
      next.set(suit, k + 1);
      return suit === BOMB ? (BOMB_IDS[k] as CardId) : suit * 4 + k;
    }),
  );
}

/** A table in passing with these hands (the rest of the deck out of play). */
export function tableWith(edition: EditionId, hands: CardId[][], seed = 1): FlowState {
  const config = botsConfig({ edition, players: hands.length as PlayerCount, seed });
  const dealt = startState(config, 0);
  dealHand(dealt, 0);
  const held = new Set(hands.flat());
  const all = [...dealt.hands.flat(), ...dealt.outOfPlay];
  return {
    ...dealt,
    phase: 'choosing',
    hands: hands.map((h) => h.slice()),
    outOfPlay: all.filter((c) => !held.has(c)),
  };
}

/** The flow phase a seat sees as `phase`. */
const PHASE_OF: Readonly<Record<ViewPhase, FlowPhase>> = {
  dealing: 'dealing',
  passing: 'choosing',
  grab: 'grabWindow',
  scoring: 'scoring',
  between: 'handEnd',
  over: 'over',
};

/** A seat's view of a table, as seen in a moment of the given kind. */
export function viewIn(s: FlowState, seat: number, phase: ViewPhase) {
  return seatView({ ...copyState(s), phase: PHASE_OF[phase] }, seat);
}
