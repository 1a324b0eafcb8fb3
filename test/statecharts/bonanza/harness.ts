// Test harness for the BONANZA RUMMY table machine: seats, a stepping clock, people who act on cue, emitted events by type.
import type { Skill } from '../../../src/games/bonanza/bots/params';
import { type PresetId, presetParams } from '../../../src/games/bonanza/bots/presets';
import { chipsOnTable } from '../../../src/games/bonanza/rules/state';
import { type LegalMove, moveEvent } from '../../../src/games/bonanza/rules/legal';
import type { SeatConfig, TableConfigInput } from '../../../src/games/bonanza/save/config';
import type { BonanzaSave } from '../../../src/games/bonanza/save/save';
import { invariantProblem } from '../../../src/games/bonanza/sim/invariants';
import {
  type BonanzaRun,
  effectsOf,
  isOver,
  startBonanza,
  stepsOf,
} from '../../../statecharts/bonanza/headless';
import { sendPerson } from '../../../statecharts/bonanza/person';
import * as S from '../../../statecharts/bonanza/selectors';
import type { BonanzaEmitted } from '../../../statecharts/bonanza/types';

export const bot = (skill: Skill, preset: PresetId = 'normal', name = skill): SeatConfig => ({
  kind: 'bot',
  name,
  bot: presetParams(preset, skill),
});
export const person = (name = 'You'): SeatConfig => ({ kind: 'person', name });
export const people = (n: number): SeatConfig[] =>
  Array.from({ length: n }, (_, i) => person(`P${i}`));

/** How a person picks from his legal moves when asked. */
export type Policy = (moves: readonly LegalMove[], table: Table) => unknown;
/** The last legal move: sell, pass, keep, fold, the last lead... (the flow's safe end of each list). */
export const lastMove: Policy = (moves) => moves[moves.length - 1];

export class Table {
  readonly run: BonanzaRun;
  /** Invariant violations seen after any change (chips conserved, every card in one place). */
  readonly violations: string[] = [];

  constructor(start: { config: TableConfigInput } | { restore: BonanzaSave }, check = true) {
    this.run = startBonanza(start);
    if (check) {
      const total = chipsOnTable(this.game);
      this.run.actor.subscribe((snap) => {
        const bad = invariantProblem(snap.context.game, total);
        if (bad && this.violations.length < 10) this.violations.push(bad);
      });
    }
  }

  get snap() {
    return this.run.actor.getSnapshot();
  }
  get game() {
    return this.snap.context.game;
  }
  get now() {
    return this.run.clock.now();
  }
  stage(): S.Stage {
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
    if (!done(this)) throw new Error(`never reached; at ${this.stage()} (hand ${this.game.hand})`);
  }
  untilStage(stage: S.Stage): void {
    this.until((t) => t.stage() === stage);
  }
  /** People waited for, first one first. */
  asked(): number[] {
    return S.selectHoldingUp(this.snap);
  }
  legal(seat: number): LegalMove[] {
    return S.selectLegal(seat)(this.snap);
  }
  /** One person's move chosen by `policy` (a LegalMove is made an event). */
  act(seat: number, policy: Policy = lastMove): void {
    const choice = policy(this.legal(seat), this);
    const isMove =
      typeof choice === 'object' && choice !== null && !('seat' in choice) && 'type' in choice;
    this.send(isMove ? moveEvent(seat, choice as LegalMove) : choice);
  }
  /**
   * Plays on: people asked decide by `policy`, else the next timer fires; until `done` or game over.
   */
  play(policy: Policy = lastMove, done: (t: Table) => boolean = () => false, limit = 200_000) {
    for (let i = 0; i < limit && !done(this) && !this.over(); i += 1) {
      const seat = this.asked()[0];
      if (seat !== undefined) this.act(seat, policy);
      else if (!this.run.clock.step()) throw new Error(`stuck at ${this.stage()}`);
    }
  }
  emitted<T extends BonanzaEmitted['type']>(type: T): Extract<BonanzaEmitted, { type: T }>[] {
    return this.run.emitted.filter(
      (e): e is Extract<BonanzaEmitted, { type: T }> => e.type === type,
    );
  }
  effects() {
    return effectsOf(this.run.emitted);
  }
  steps() {
    return stepsOf(this.run.emitted);
  }
  lastRefusal() {
    return this.emitted('refused').at(-1)?.refusal;
  }
}
