// The tutorial: a 4-player table whose first two hands are stacked, so that each hint comes up soon.
import { BOMB_IDS, type CardId, EDITIONS, tableSetup, resolveOptions } from './rules';
import { PRESETS } from './bots/presets';
import type { BotParams } from './bots/params';
import type { TableConfig } from './flow/types';
import { configFrom } from './game';
import type { Settings } from './settings';

/**
 * Calm bots that never make mistakes and pass their odd card (basic card play); slow to react to
 * another's grab (about 1.5 s), so that a beginner can make it to a stick in hand 2.
 */
export const TUTOR_BOT: BotParams = {
  ...PRESETS.relaxed,
  reaction: { mu: 1200, sigma: 120, tau: 300 },
  skill: 'basic',
  falseGrabChance: 0,
  fakeChance: 0,
};

const TUTOR_OPTIONS = { grabWindowMs: 8000 } as const;

/** Cards by letters ('A'..'J' suits, 'Z' bomb), each physical card once. */
function cards(spec: string, used: Map<string, number>): CardId[] {
  return [...spec].map((letter) => {
    const k = used.get(letter) ?? 0;
    used.set(letter, k + 1);
    return letter === 'Z' ? (BOMB_IDS[k] as CardId) : (letter.charCodeAt(0) - 65) * 4 + k;
  });
}

/**
 * Hand 1: the person holds four of a kind, a pair and odd cards; the right neighbour holds a lone
 * card of the pair's kind and passes it at the first call (basic bots pass their smallest kind).
 * The seat passing to that neighbour holds none of its kinds, so no bot can win at the first call.
 * Hand 2: the seat opposite is dealt a winning hand and grabs soon: "someone grabbed: grab too!".
 * With every card dealt (ZUMA DE) the hands hold 8 cards; the right neighbour then has two of the pair.
 */
export function tutorialDeals(edition: TableConfig['edition']): CardId[][][] {
  const all = EDITIONS[edition].deal === 'all';
  const first = all
    ? ['AAAABBEF', 'CDEFGGZZ', 'EEFFGGZ', 'CCCDDDBB']
    : ['AAAABBE', 'CDEFGHZ', 'EFFGGHZ', 'CCCDDDB'];
  const second = all
    ? ['CCDDEEFG', 'DEFFGGZZ', 'AAAABBBC', 'BCDEFGZ']
    : ['CCDDEEF', 'FGGHZCD', 'AAAABBB', 'HHGEFZD'];
  return [first, second].map((hands) => {
    const used = new Map<string, number>();
    return hands.map((h) => cards(h, used));
  });
}

export function tutorialConfig(settings: Settings, seed: number, name = 'You'): TableConfig {
  const base = configFrom(
    { ...settings, players: 4, pace: 'calm', options: { ...settings.options, ...TUTOR_OPTIONS } },
    seed,
    {},
    name,
  );
  return {
    ...base,
    seats: base.seats.map((s) => (s.kind === 'bot' ? { ...s, bot: TUTOR_BOT } : s)),
    firstDealer: 1,
    stackedDeals: tutorialDeals(settings.edition),
  };
}

/** The deck of the tutorial table, for tests: the stacked deal must use exactly these cards. */
export function tutorialDeck(edition: TableConfig['edition']): readonly CardId[] {
  const ed = EDITIONS[edition];
  return tableSetup(ed, 4, resolveOptions(ed, TUTOR_OPTIONS)).deck;
}
