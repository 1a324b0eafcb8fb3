// What the simulator reads of a game as it goes, from the flow state after each step: whoever plays it.
import { EDITIONS, tableSetup } from '../rules';
import type { FlowPhase, FlowState, TableView } from '../flow/types';

type Table = FlowState | TableView;

/** The figures of one game. */
export interface GameFigures {
  readonly callsPerHand: number[];
  redeals: number;
  readonly firstGrabs: number[];
  readonly falseFirstGrabs: number[];
  readonly violations: string[];
}

/** A check that the cards are all there, each once, and every hand keeps its size. */
export function cardChecker(
  s: Table,
): (s: Table, sizes: readonly number[] | null) => string | null {
  const deck = tableSetup(EDITIONS[s.config.edition], s.config.players, s.options).deck;
  const inDeck = new Uint8Array(64);
  for (const c of deck) inDeck[c] = 1;
  const seen = new Uint8Array(64);
  return (t, sizes) => {
    seen.fill(0);
    let count = 0;
    // Index loops: this runs at every hand's end of every simulated game.
    for (let h = 0; h <= t.hands.length; h += 1) {
      const cards = h < t.hands.length ? (t.hands[h] as readonly number[]) : t.outOfPlay;
      for (let i = 0; i < cards.length; i += 1) {
        const c = cards[i] as number;
        count += 1;
        if (!inDeck[c]) return `hand ${t.handNo}: card ${c} is not in this game`;
        if (seen[c]) return `hand ${t.handNo}: card ${c} is duplicated`;
        seen[c] = 1;
      }
    }
    if (count !== deck.length) return `hand ${t.handNo}: ${count} cards instead of ${deck.length}`;
    if (sizes && t.hands.some((h, p) => h.length !== sizes[p]))
      return `hand ${t.handNo}: hand sizes changed`;
    return null;
  };
}

/**
 * Follows a game phase by phase (the fast loop's, or the XState table's snapshots: the same
 * states): at each hand's end the cards are checked (none lost or doubled, every hand its size);
 * each hand's calls, its first grab and any redeal are counted.
 */
export function gameWatcher(players: number): {
  figures: GameFigures;
  look(s: Table): void;
} {
  const figures: GameFigures = {
    callsPerHand: [],
    redeals: 0,
    firstGrabs: new Array<number>(players).fill(0),
    falseFirstGrabs: new Array<number>(players).fill(0),
    violations: [],
  };
  let phase: FlowPhase = 'start';
  let sizes: number[] | null = null;
  let hand = 0;
  let problem: ReturnType<typeof cardChecker> | null = null;
  const check = (s: Table) => {
    problem ??= cardChecker(s);
    const bad = problem(s, sizes);
    if (bad && figures.violations.length < 10) figures.violations.push(bad);
  };
  return {
    figures,
    look(s) {
      if (s.phase === phase && s.handNo === hand) return;
      if (s.handNo !== hand && s.phase === 'dealing') {
        hand = s.handNo;
        sizes = s.hands.map((h) => h.length);
      }
      if ((s.phase === 'handEnd' || s.phase === 'redeal') && phase !== s.phase) {
        check(s);
        figures.callsPerHand.push(s.calls);
        if (s.phase === 'redeal') figures.redeals += 1;
        const first = s.lastEntries.find((e) => e.reason === 'first' || e.reason === 'false-grab');
        if (first?.reason === 'first') figures.firstGrabs[first.player]! += 1;
        else if (first) figures.falseFirstGrabs[first.player]! += 1;
      }
      phase = s.phase;
    },
  };
}
