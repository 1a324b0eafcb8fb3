// Test harness for the AZACRU table machine: seats, a stepping clock, a person who chooses on cue, emitted events by type.
import { botParams } from '../../../src/games/azacru/bots/presets';
import type { Skill } from '../../../src/games/azacru/bots/params';
import { CHEVRONS, MARKERS, type PlayerCount } from '../../../src/games/azacru/rules/board';
import { fieldName } from '../../../src/games/azacru/rules/fields';
import { type LegalMove, legalMoves, step } from '../../../src/games/azacru/rules/flow';
import type { Entry } from '../../../src/games/azacru/rules/record';
import { STARTS } from '../../../src/games/azacru/rules/setup';
import { type AzacruState, boardOf, newGame } from '../../../src/games/azacru/rules/state';
import type { SeatInput, TableConfigInput } from '../../../src/games/azacru/save/config';
import { tableConfig } from '../../../src/games/azacru/save/config';
import { replayEntries } from '../../../src/games/azacru/save/replay';
import { type AzacruSave, toSave } from '../../../src/games/azacru/save/save';
import type { SearchHost } from '../../../src/games/azacru/worker/host';
import { SteppingClock } from '../../../src/lib/clock';
import { createRng, type Rng } from '../../../src/lib/rng';
import {
  type AzacruRun,
  effectsOf,
  isOver,
  type StartWith,
  startAzacru,
  stepsOf,
} from '../../../statecharts/azacru/headless';
import { sendPerson } from '../../../statecharts/azacru/person';
import * as S from '../../../statecharts/azacru/selectors';
import type { AzacruEmitted } from '../../../statecharts/azacru/types';

/** A bot seat with the default settings of a skill and a small, fixed iteration budget. */
export const bot = (skill: Skill, players: PlayerCount = 2, iterations = 150): SeatInput => {
  const p = botParams(skill, players);
  return { kind: 'bot', bot: { ...p, search: { ...p.search, iterations } } };
};
export const person = (name = 'You'): SeatInput => ({ kind: 'person', name });
export const people = (n: number): SeatInput[] =>
  Array.from({ length: n }, (_, i) => person(`P${i + 1}`));

/** What is wrong with a position, or null: markers are the scores, no chevron on a rival's field, counts fit. */
export function positionProblem(s: AzacruState): string | null {
  const b = boardOf(s);
  const onBoard = s.colours.filter((c) => c !== null).length;
  let scored = 0;
  for (let p = 0; p < s.players; p += 1) scored += b[MARKERS + p] ?? 0;
  if (onBoard !== scored) return `${onBoard} markers on the board, scores add up to ${scored}`;
  for (const c of s.chevrons) {
    const colour = s.colours[c.field];
    if (colour !== null && colour !== undefined && colour !== c.player) {
      return `player ${c.player + 1}'s chevron stands on player ${colour + 1}'s field`;
    }
  }
  for (let p = 0; p < s.players; p += 1) {
    const count = s.chevrons.filter((c) => c.player === p).length;
    const start = STARTS[s.players][p]?.length ?? 0;
    if (count > start || count !== b[CHEVRONS + p]) return `player ${p + 1} has ${count} chevrons`;
  }
  if (new Set(s.chevrons.map((c) => c.field)).size !== s.chevrons.length)
    return 'two chevrons share a field';
  if (s.over !== (s.toMove === null)) return 'the turn does not fit the end';
  return null;
}

/** A save made of a move list (replayed to its position) and a table. */
export function saveOf(config: TableConfigInput, moves: readonly Entry[]): AzacruSave {
  const c = tableConfig(config);
  const r = replayEntries(c.players, moves);
  if (!r.ok) throw new Error(`move ${r.at + 1}: ${r.message}`);
  return toSave(c, moves, r.state);
}

/**
 * A move list from the start, each turn picked by `pick` among the legal moves (forced passes
 * written out), until `stop` holds before a turn or the game is over.
 */
export function randomGame(
  players: PlayerCount,
  rng: Rng,
  stop: (s: AzacruState, legal: LegalMove[]) => boolean = () => false,
  pick: (legal: LegalMove[], rng: Rng) => LegalMove | undefined = (l, r) => l[r.int(l.length)],
): { moves: Entry[]; state: AzacruState } {
  let state = newGame(players);
  const moves: Entry[] = [];
  while (!state.over) {
    const legal = legalMoves(state);
    if (legal.length > 0 && stop(state, legal)) break;
    const m = pick(legal, rng);
    const player = state.toMove ?? 0;
    const event = m
      ? {
          type: 'MOVE' as const,
          player,
          from: m.from,
          to: m.to,
          ...(m.twist ? { twist: m.twist } : {}),
        }
      : { type: 'PASS' as const, player };
    const r = step(state, event, { autoPass: false });
    if (!r.ok) throw new Error(r.refusal.message);
    moves.push(m ? entryFor(m) : { pass: true });
    state = r.state;
  }
  return { moves, state };
}

/**
 * The first random game (seeds from `from`) that reaches a turn of player 1 where `wanted` holds:
 * its move list up to that turn and the position.
 */
export function findTurn(
  players: PlayerCount,
  wanted: (s: AzacruState, legal: LegalMove[]) => boolean,
  from = 1,
  tries = 500,
): { moves: Entry[]; state: AzacruState } {
  for (let seed = from; seed < from + tries; seed += 1) {
    const g = randomGame(
      players,
      createRng(seed),
      (s, legal) => s.toMove === 0 && wanted(s, legal),
    );
    if (!g.state.over) return g;
  }
  throw new Error('no such turn in the random games tried');
}

/** The record entry of a legal move. */
export function entryFor(m: LegalMove): Entry {
  return { from: fieldName(m.from), to: fieldName(m.to), ...(m.twist ? { twist: m.twist } : {}) };
}

export const seedRng = (seed: number): Rng => createRng(seed);

/** How a person picks a move when asked. */
export type Policy = (legal: readonly LegalMove[], t: Table) => LegalMove;
export const firstMove: Policy = (legal) => legal[0] as LegalMove;

export class Table {
  readonly run: AzacruRun;
  /** Invariant violations seen after any change. */
  readonly violations: string[] = [];

  /** `host`: where the bots search, made on the table's clock (default: this thread, slices at once). */
  constructor(start: StartWith, check = true, host?: (clock: SteppingClock) => SearchHost) {
    const clock = new SteppingClock();
    this.run = startAzacru(start, clock, host?.(clock));
    if (check) {
      this.run.actor.subscribe((snap) => {
        const bad = positionProblem(snap.context.game);
        if (bad && this.violations.length < 10) this.violations.push(bad);
      });
    }
  }

  get snap() {
    return this.run.actor.getSnapshot();
  }
  get ctx() {
    return this.snap.context;
  }
  get game() {
    return this.ctx.game;
  }
  get now() {
    return this.run.clock.now();
  }
  has(tag: string): boolean {
    return this.snap.hasTag(tag);
  }
  stage(): S.TableStage | null {
    return S.selectStage(this.snap);
  }
  over(): boolean {
    return isOver(this.run);
  }
  /** Sends any value as a person's input. */
  send(value: unknown): void {
    sendPerson(this.run.actor, value);
  }
  advance(ms: number): void {
    this.run.clock.advance(ms);
  }
  /** Fires timers until `done` (at most `limit`); throws if it never holds. */
  until(done: (t: Table) => boolean, limit = 100_000): void {
    this.run.clock.runUntil(() => done(this), limit);
    if (!done(this)) throw new Error(`never reached; at ${this.stage()} (turn ${this.game.turn})`);
  }
  untilTag(tag: string): void {
    this.until((t) => t.has(tag));
  }
  /** Until a person is to choose, or the game is over. */
  untilPerson(): void {
    this.until((t) => t.has('my-turn') || t.over());
  }
  /** The events that choose `m` step by step and confirm it. */
  chooseEvents(m: LegalMove): unknown[] {
    const player = this.game.toMove ?? 0;
    const twists = this.ctx.legal.filter((x) => x.from === m.from && x.to === m.to).length;
    return [
      { type: 'SELECT_CHEVRON', player, field: m.from },
      { type: 'SELECT_TARGET', player, field: m.to },
      ...(twists > 1 ? [{ type: 'SELECT_TWIST', player, twist: m.twist ?? 'none' }] : []),
      { type: 'CONFIRM', player },
    ];
  }
  /** A person chooses `m` step by step and confirms it. */
  choose(m: LegalMove): void {
    for (const e of this.chooseEvents(m)) this.send(e);
  }
  /** Plays on: a person to move chooses by `policy`, else the next timer fires; until `done` or game over. */
  play(policy: Policy = firstMove, done: (t: Table) => boolean = () => false, limit = 100_000) {
    for (let i = 0; i < limit && !done(this) && !this.over(); i += 1) {
      if (this.has('my-turn')) this.choose(policy(this.ctx.legal, this));
      else if (!this.run.clock.step()) throw new Error(`stuck at ${this.stage()}`);
    }
  }
  emitted<T extends AzacruEmitted['type']>(type: T): Extract<AzacruEmitted, { type: T }>[] {
    return this.run.emitted.filter(
      (e): e is Extract<AzacruEmitted, { type: T }> => e.type === type,
    );
  }
  effects() {
    return effectsOf(this.run.emitted);
  }
  steps() {
    return stepsOf(this.run.emitted);
  }
  /** The clock's time of each emitted event of a type. */
  timesOf(type: AzacruEmitted['type']): number[] {
    return this.run.emitted.flatMap((e, i) => (e.type === type ? [this.run.times[i] ?? -1] : []));
  }
  lastRefusal() {
    return this.emitted('refused').at(-1)?.refusal;
  }
}
