// Test helpers for bots: a table context from stacked hands and the seat views it gives.
import { BOMB_IDS, type CardId, letterSuit, BOMB } from '../../../../src/games/azuma/rules/cards';
import type { EditionId, PlayerCount } from '../../../../src/games/azuma/rules/editions';
import { botsConfig } from '../../../../statecharts/azuma/headless';
import * as T from '../../../../src/games/azuma/flow/table-logic';
import type { TableContext } from '../../../../src/games/azuma/flow/types';

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

/** A table context in passing with these hands (the rest of the deck out of play). */
export function tableWith(edition: EditionId, hands: CardId[][], seed = 1): TableContext {
  const config = botsConfig({ edition, players: hands.length as PlayerCount, seed });
  const ctx = T.initialContext({ config, clock: { now: () => 0 } });
  const dealt = { ...ctx, ...T.newHand(ctx) };
  const held = new Set(hands.flat());
  const all = [...dealt.hands.flat(), ...dealt.outOfPlay];
  return { ...dealt, hands, outOfPlay: all.filter((c) => !held.has(c)) };
}
