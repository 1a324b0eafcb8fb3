// Test harness for the table machine: stacked deals from letters, people at chosen seats, a stepping clock.
import { BOMB_IDS, type CardId, letterSuit, BOMB } from '../../../src/games/azuma/rules/cards';
import type { EditionId, PlayerCount } from '../../../src/games/azuma/rules/editions';
import { botsConfig, type GameRun, watchTable } from '../../../statecharts/azuma/headless';
import { sendPerson } from '../../../statecharts/azuma/person';
import type { SaveGame } from '../../../src/games/azuma/flow/save';
import * as S from '../../../src/games/azuma/view/selectors';
import type {
  PlayerEvent,
  TableConfig,
  TableEmitted,
  Timing,
} from '../../../src/games/azuma/flow/types';

/** Hands of card ids from letter strings, e.g. ['AAAABBC', 'CCCDDDZ', ...]; each card used once. */
export function stack(specs: readonly string[]): CardId[][] {
  const next = new Map<number, number>();
  return specs.map((spec) =>
    [...spec].map((letter) => {
      const suit = letterSuit(letter);
      if (suit === undefined) throw new Error(`bad letter ${letter}`);
      const k = next.get(suit) ?? 0;
      next.set(suit, k + 1);
      if (suit === BOMB) return BOMB_IDS[k] as CardId;
      if (k >= 4) throw new Error(`too many ${letter}`);
      return suit * 4 + k;
    }),
  );
}

export interface TableOptions {
  edition?: EditionId;
  players?: PlayerCount;
  seed?: number;
  people?: number[];
  deals?: string[][];
  options?: TableConfig['options'];
  timing?: Partial<Timing>;
  firstDealer?: number;
  restore?: SaveGame;
}

export class Harness {
  readonly run: GameRun;
  constructor(
    readonly config: TableConfig,
    restore?: SaveGame,
  ) {
    this.run = watchTable(config, restore);
  }

  static create(o: TableOptions = {}): Harness {
    const players = o.players ?? 3;
    const config: TableConfig = {
      ...botsConfig({
        edition: o.edition ?? 'azuma',
        players,
        seed: o.seed ?? 1,
        people: o.people ?? Array.from({ length: players }, (_, i) => i),
        options: o.options,
        timing: o.timing,
      }),
      firstDealer: o.firstDealer ?? 0,
      stackedDeals: o.deals?.map(stack),
    };
    return new Harness(config, o.restore);
  }

  get snap() {
    return this.run.actor.getSnapshot();
  }
  get ctx() {
    return this.snap.context;
  }
  get now() {
    return this.run.clock.now();
  }
  phase() {
    return S.selectPhase(this.snap);
  }
  /** A person's input, through the table's one entry from outside. */
  send(event: PlayerEvent) {
    sendPerson(this.run.actor, event);
  }
  advance(ms: number) {
    this.run.clock.advance(ms);
  }
  /** Steps timers until the phase is `phase` (at most `limit` timers). */
  until(phase: S.Phase, limit = 10_000) {
    this.run.clock.runUntil(() => this.phase() === phase, limit);
    if (this.phase() !== phase) throw new Error(`never reached ${phase}; at ${this.phase()}`);
  }
  /** The card id a seat holds of a suit letter. */
  card(seat: number, letter: string): CardId {
    const suit = letterSuit(letter);
    const card = this.ctx.hands[seat]?.find((c) => (c >= 40 ? BOMB : c >> 2) === suit);
    if (card === undefined) throw new Error(`seat ${seat} holds no ${letter}`);
    return card;
  }
  choose(seat: number, letter: string) {
    this.send({ type: 'CHOOSE', player: seat, card: this.card(seat, letter) });
  }
  grab(seat: number, stick: number, at = this.now) {
    this.send({ type: 'GRAB', player: seat, stick, at });
  }
  emitted<T extends TableEmitted['type']>(type: T): Extract<TableEmitted, { type: T }>[] {
    return this.run.events.filter((e): e is Extract<TableEmitted, { type: T }> => e.type === type);
  }
  lastRefusal() {
    return this.emitted('refused').at(-1)?.refusal.code;
  }
}
