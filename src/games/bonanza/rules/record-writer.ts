// Writes a played game (its configuration and event log) as a referee record in BONANZA.md's format.
import { cardName } from './cards';
import type { BonanzaEvent } from './events';
import { OPTION_KEYS } from './options';
import type { BonanzaRecord, RecordedHand } from './record';
import { step } from './step';
import { type GameConfig, IN_WIDOW, newGame } from './state';

type MutableHand = {
  -readonly [K in keyof RecordedHand]-?: NonNullable<RecordedHand[K]>;
};

/** The record of a game: every hand's deal, widow, bids, shows, poker and leads; throws on a refused event. */
export function writeRecord(config: GameConfig, log: readonly BonanzaEvent[]): BonanzaRecord {
  let state = newGame(config);
  const hands: MutableHand[] = [];
  let hand: MutableHand | undefined;
  for (const e of log) {
    const r = step(state, e);
    if (!r.ok) throw new Error(`event ${JSON.stringify(e)} refused: ${r.reason}`);
    state = r.state;
    switch (e.type) {
      case 'ante':
        if (state.phase === 'over') break;
        hand = {
          dealer: state.dealer,
          cards: [],
          widow: [],
          choice: 'swap',
          bids: [],
          shows: { joker: [], queenJack: [], sequence: [], tenTwo: [] },
          poker: { fives: new Array<null>(state.players).fill(null), actions: [] },
          leads: [],
        };
        hands.push(hand);
        break;
      case 'deal':
        if (!hand) break;
        hand.cards = Array.from({ length: state.players }, (_, p) =>
          state.where.flatMap((w, c) => (w === p ? [cardName(c)] : [])),
        );
        hand.widow = state.where.flatMap((w, c) => (w === IN_WIDOW ? [cardName(c)] : []));
        break;
      case 'widow':
        if (hand) hand.choice = e.choice;
        break;
      case 'bid':
        hand?.bids.push({ p: e.seat, bid: e.amount });
        break;
      case 'pass':
        hand?.bids.push({ p: e.seat, pass: true });
        break;
      case 'show':
        if (e.call !== 'poker')
          hand?.shows[e.call]?.push({ p: e.seat, cards: e.cards.map(cardName) });
        break;
      case 'poker':
        hand?.poker.actions?.push({ p: e.seat, a: e.action });
        break;
      case 'five':
        if (hand?.poker.fives) hand.poker.fives[e.seat] = e.cards.map(cardName);
        break;
      case 'lead':
        hand?.leads.push(cardName(e.card));
        break;
      default:
        break;
    }
  }
  const options = Object.fromEntries(
    OPTION_KEYS.flatMap((k) => (config.options?.[k] === undefined ? [] : [[k, config.options[k]]])),
  );
  const first = newGame(config);
  return {
    game: 'bonanza',
    players: config.players,
    dealer: first.dealer,
    stacks: first.start.slice(),
    options,
    hands: hands.map(({ poker, ...h }) => (first.options.poker === 'off' ? h : { ...h, poker })),
  };
}
