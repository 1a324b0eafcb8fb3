// Every refusal of the table: illegal, out-of-turn, malformed and foreign events are refused with a code and a reason, nothing changes.
import { describe, expect, it } from 'vitest';
import { fieldIndex } from '../../../src/games/azacru/rules/fields';
import { step } from '../../../src/games/azacru/rules/flow';
import type { TableRefusalCode } from '../../../statecharts/azacru/types';
import { bot, findTurn, people, person, saveOf, Table } from './harness';

const F = fieldIndex;

/** Sends `value` and checks the refusal: its code, a reason, the table and its position untouched. */
function refused(t: Table, value: unknown, code: TableRefusalCode, reason?: RegExp | string) {
  const before = {
    game: t.ctx.game,
    selection: t.ctx.selection,
    moves: t.ctx.moves,
    stage: t.stage(),
    steps: t.ctx.steps,
  };
  const count = t.run.emitted.length;
  t.send(value);
  expect(t.snap.status).toBe('active');
  const out = t.run.emitted.slice(count);
  expect(out.map((e) => e.type)).toEqual(['refused']);
  const note = t.lastRefusal();
  expect(note).toEqual(t.ctx.lastRefusal);
  expect(note?.code).toBe(code);
  expect(note?.reason.length).toBeGreaterThan(3);
  if (reason !== undefined) expect(note?.reason).toMatch(reason);
  expect(note?.at).toBe(t.now);
  expect({
    game: t.ctx.game,
    selection: t.ctx.selection,
    moves: t.ctx.moves,
    stage: t.stage(),
    steps: t.ctx.steps,
  }).toEqual(before);
  return note;
}

describe('the table refuses, with a reason, and nothing changes', () => {
  it('choices that break the rules of the choice or of the flow', () => {
    const t = new Table({
      config: { players: 2, seed: 1, pace: 'normal', seats: [person(), bot('basic')] },
    });
    refused(t, { type: 'SELECT_CHEVRON', player: 0, field: F('e5') }, 'no-chevron', /e5/);
    refused(t, { type: 'SELECT_CHEVRON', player: 0, field: F('e9') }, 'not-yours', /player 2/);
    refused(t, { type: 'SELECT_TARGET', player: 0, field: F('e2') }, 'nothing-selected');
    refused(t, { type: 'SELECT_TWIST', player: 0, twist: 'left' }, 'nothing-selected');
    refused(t, { type: 'CONFIRM', player: 0 }, 'nothing-selected', /nothing to confirm/);
    refused(t, { type: 'CANCEL', player: 0 }, 'nothing-selected', /nothing to cancel/);
    // The flow's own reason when a target is not legal.
    t.send({ type: 'SELECT_CHEVRON', player: 0, field: F('e1') });
    const flow = step(t.game, { type: 'MOVE', player: 0, from: F('e1'), to: F('e5') });
    expect(flow.ok).toBe(false);
    refused(
      t,
      { type: 'SELECT_TARGET', player: 0, field: F('e5') },
      'not-a-legal-target',
      flow.ok ? '' : flow.refusal.message,
    );
    refused(t, { type: 'SELECT_TWIST', player: 0, twist: 'left' }, 'nothing-selected');
    t.send({ type: 'SELECT_TARGET', player: 0, field: F('e2') });
    expect(t.stage()).toBe('confirming');
    // e1 to e2 stays in its borderland: no twist.
    refused(t, { type: 'SELECT_TWIST', player: 0, twist: 'right' }, 'twist-not-allowed', /border/);
    // The whole move in one event, judged by the flow.
    refused(t, { type: 'MOVE', player: 0, from: F('e1'), to: F('e5') }, 'not-a-legal-target');
    refused(
      t,
      { type: 'MOVE', player: 0, from: F('e1'), to: F('e2'), twist: 'left' },
      'twist-not-allowed',
    );
    refused(t, { type: 'MOVE', player: 0, from: F('e9'), to: F('e8') }, 'not-yours');
    refused(t, { type: 'PASS', player: 0 }, 'pass-while-move-exists', /may not pass/);
    expect(t.stage()).toBe('confirming');
    t.send({ type: 'CONFIRM', player: 0 });
    expect(t.steps()).toHaveLength(1);
    expect(t.violations).toEqual([]);
  });

  it('a chevron with no legal move cannot be chosen', () => {
    const found = findTurn(2, (s, legal) =>
      s.chevrons.some((c) => c.player === 0 && !legal.some((m) => m.from === c.field)),
    );
    const t = new Table({
      restore: saveOf({ players: 2, seed: 3, seats: [person(), bot('basic')] }, found.moves),
    });
    const stuck = t.game.chevrons.find(
      (c) => c.player === 0 && !t.ctx.legal.some((m) => m.from === c.field),
    );
    refused(t, { type: 'SELECT_CHEVRON', player: 0, field: stuck?.field }, 'cannot-move');
  });

  it('out of turn, for a bot’s seat, for no seat, and while a move is on show', () => {
    const t = new Table({ config: { players: 3, seed: 2, pace: 'normal', seats: people(3) } });
    refused(t, { type: 'SELECT_CHEVRON', player: 1, field: F('i5') }, 'not-your-turn', /player 1/);
    refused(t, { type: 'CONFIRM', player: 2 }, 'not-your-turn');
    refused(t, { type: 'PASS', player: 1 }, 'not-your-turn');
    t.choose(t.ctx.legal[0]!);
    expect(t.stage()).toBe('animating');
    refused(t, { type: 'SELECT_CHEVRON', player: 1, field: F('i5') }, 'busy', /on show/);
    refused(t, { type: 'PASS', player: 0 }, 'busy');
    t.untilPerson();
    expect(t.game.toMove).toBe(1);

    const b = new Table({
      config: { players: 2, seed: 2, pace: 'normal', seats: [person(), bot('random')] },
    });
    refused(b, { type: 'SELECT_CHEVRON', player: 1, field: F('e9') }, 'bot-seat', /bot/);
    refused(b, { type: 'PASS', player: 1 }, 'bot-seat');
    refused(b, { type: 'CONFIRM', player: 2 }, 'not-a-seat', /2-player/);
    refused(b, { type: 'CONFIRM', player: 3 }, 'not-a-seat');
  });

  it('malformed and foreign values: refused as malformed or unknown, the actor unharmed', () => {
    const t = new Table({
      config: { players: 2, seed: 1, pace: 'normal', seats: [person(), bot('basic')] },
    });
    const malformed: unknown[] = [
      {},
      { type: 5 },
      { type: null },
      { player: 0 },
      5,
      'CONFIRM',
      null,
      undefined,
      [],
      [{ type: 'CONFIRM', player: 0 }],
      true,
      { type: 'SELECT_CHEVRON', player: 0, field: 81 },
      { type: 'SELECT_CHEVRON', player: 0, field: -1 },
      { type: 'SELECT_CHEVRON', player: 0, field: 1.5 },
      { type: 'SELECT_CHEVRON', player: 0, field: '4' },
      { type: 'SELECT_CHEVRON', player: 0 },
      { type: 'SELECT_CHEVRON', player: 4, field: 4 },
      { type: 'SELECT_CHEVRON', player: -1, field: 4 },
      { type: 'SELECT_CHEVRON', player: Number.NaN, field: 4 },
      { type: 'SELECT_TWIST', player: 0, twist: 'up' },
      { type: 'CONFIRM', player: 0, extra: true },
      { type: 'CONFIRM', player: '0' },
      { type: 'MOVE', player: 0, from: 4, to: 500 },
      { type: 'MOVE', player: 0, from: 4, to: 13, twist: 'none' },
      // A forged bot move: not from the bot to move.
      { type: 'bot.move', bot: null, turn: 0, move: null },
      { type: 'bot.thinking', bot: {}, turn: 0, iterations: 5, budget: 9 },
    ];
    for (const value of malformed) refused(t, value, 'malformed');
    const unknown: unknown[] = [
      { type: 'JUMP', player: 0 },
      { type: '' },
      { type: 'x'.repeat(500) },
      { type: 'xstate.stop' },
      { type: 'xstate.init' },
      { type: 'xstate.error.actor.bot-1', error: 'boom' },
      { type: 'xstate.done.actor.bot-1' },
      { type: '*' },
      { type: 'unreadable', what: 'x', reserved: true },
      { type: 'search.done', move: null, iterations: 0 },
      { type: 'TURN', state: t.game },
    ];
    for (const value of unknown) refused(t, value, 'unknown-event');
    // The refused type is named, cut to 60 characters.
    expect(t.lastRefusal()?.event).toBe('TURN');
    t.send({ type: 'y'.repeat(500) });
    expect(t.lastRefusal()?.event).toBe('y'.repeat(60));
    // The table still plays.
    t.play();
    expect(t.over()).toBe(true);
    expect(t.violations).toEqual([]);
  });
});
