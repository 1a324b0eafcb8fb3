// Only a person's own events reach the table from outside: everything else is refused with a reason, never a stop or a failure.
import { describe, expect, it } from 'vitest';
import type { TableEmitted } from '../../../src/games/azuma/flow/types';
import { autopilot } from '../../../statecharts/azuma/autopilot';
import { sendPerson } from '../../../statecharts/azuma/person';
import { Harness } from './harness';

type Refused = Extract<TableEmitted, { type: 'refused' }>['refusal'];

/** Values a page, a test or an attacker might hand the table's entry. */
const HOSTILE: readonly unknown[] = [
  {},
  { type: 5 },
  { type: null },
  null,
  undefined,
  42,
  'CHOOSE',
  [],
  [{ type: 'FAKE', player: 0 }],
  { type: 'xstate.error.actor.bot-1', error: new Error('forged') },
  { type: 'xstate.stop' },
  { type: 'xstate.after.grabWindowDelay.table.grabWindow' },
  { type: 'xstate.after.tableTimer.table.grabWindow' },
  { type: 'xstate.init' },
  { type: '*' },
  { type: 'bot.move', move: { type: 'FAKE', player: 1 } },
  { type: 'TICK' },
  { type: 'START' },
  { type: 'JUNK', player: 0 },
  { type: 'choose', player: 0, card: 0 },
  { type: 'x'.repeat(5000) },
  { type: 'FAKE', player: 0, extra: true },
  { type: 'FAKE', player: '0' },
  { type: 'GRAB', player: 0, stick: 0, at: Number.NaN },
  { type: 'GRAB', player: 0, stick: 0, at: Number.POSITIVE_INFINITY },
  { type: 'GRAB', player: 0, stick: 0 },
  { type: 'GRAB', player: 0, stick: 0.5, at: 0 },
  { type: 'TURN_BOARD', player: 0, rotation: '1' },
  { type: 'PLACE_X', player: 0, colour: 'green' },
  { type: 'CHOOSE', player: 0, card: -1 },
  { type: 'CHOOSE', player: 0.5, card: 0 },
  {
    get type(): string {
      throw new Error('a getter that throws');
    },
  },
  Object.defineProperty({ type: 'FAKE' }, 'player', {
    enumerable: true,
    get: () => {
      throw new Error('a getter that throws');
    },
  }),
];

/** What the table holds that a refused event must not change. */
function state(h: Harness): string {
  const c = h.ctx;
  return JSON.stringify({
    phase: h.phase(),
    hands: c.hands,
    chosen: c.chosen,
    sticks: c.sticks,
    grabs: c.grabs,
    fakes: c.fakes,
    book: c.book,
    deadline: c.deadline,
    log: c.log,
  });
}

function refusals(h: Harness): Refused[] {
  return h.emitted('refused').map((e) => e.refusal);
}

/** Sends every hostile value: each is refused as malformed with a reason; nothing else moves. */
function refusesAll(h: Harness): void {
  for (const [i, value] of HOSTILE.entries()) {
    const label = `hostile value ${i}`;
    const before = state(h);
    const count = refusals(h).length;
    sendPerson(h.run.actor, value);
    const snap = h.run.actor.getSnapshot();
    expect(snap.status, label).toBe('active');
    const got = refusals(h);
    expect(got, label).toHaveLength(count + 1);
    const r = got.at(-1) as Refused;
    expect(r.code).toBe('malformed');
    expect(r.reason.length).toBeGreaterThan(5);
    expect(r.reason.length).toBeLessThanOrEqual(200);
    expect(r.event.length).toBeLessThanOrEqual(60);
    expect(state(h)).toBe(before);
  }
}

describe('events from outside', () => {
  it('refuses every value that is not a player event, with a reason, while a hand is open', () => {
    const h = Harness.create({ players: 4, people: [0] });
    h.until('choosing');
    refusesAll(h);
    expect(h.run.actor.getSnapshot().status).toBe('active');
    // Unknown types say what they are and which types a player may send.
    sendPerson(h.run.actor, { type: 'SHOUT', player: 0 });
    expect(refusals(h).at(-1)?.reason).toMatch(/"SHOUT" is not a player's event \(CHOOSE, GRAB/);
    sendPerson(h.run.actor, { type: 'FAKE', player: 0, extra: true });
    expect(refusals(h).at(-1)?.reason).toMatch(/unknown key "extra"/);
    // The game goes on as if nothing had been sent.
    expect(h.run.clock.runUntil(() => h.phase() === 'over', 2_000_000)).toBeGreaterThan(0);
  });

  it('refuses them in the grab window too: a forged timer event does not close it', () => {
    const h = Harness.create({
      players: 3,
      people: [0],
      deals: [['AAAABBB', 'CCCDDDZ', 'EEEFFFZ']],
    });
    h.until('choosing');
    h.grab(0, 0);
    expect(h.phase()).toBe('grab-window');
    refusesAll(h);
    expect(h.phase()).toBe('grab-window');
  });

  it('a table never fails on an error event of a child sent straight at it', () => {
    const h = Harness.create({ players: 3, people: [0] });
    h.until('choosing');
    h.run.actor.send({ type: 'xstate.error.actor.bot-1', error: new Error('forged') } as never);
    h.run.actor.send({ type: 'JUNK' } as never);
    expect(h.run.actor.getSnapshot().status).toBe('active');
    expect(refusals(h).map((r) => r.code)).toEqual(['malformed', 'malformed']);
  });

  it("refuses a person's events for a bot's seat (bots send their own, from inside)", () => {
    const h = Harness.create({ players: 4, people: [0], firstDealer: 1 });
    h.until('choosing');
    const held = h.ctx.hands[1]![0]!;
    for (const event of [
      { type: 'CHOOSE', player: 1, card: held },
      { type: 'GRAB', player: 2, stick: 0, at: h.now },
      { type: 'FAKE', player: 3 },
      { type: 'TURN_BOARD', player: 1, rotation: 1 },
      { type: 'PLACE_X', player: 2, colour: 'blue' },
    ]) {
      const before = state(h);
      sendPerson(h.run.actor, event);
      expect(refusals(h).at(-1)).toMatchObject({
        code: 'bot-seat',
        player: event.player,
        event: event.type,
      });
      expect(state(h)).toBe(before);
    }
    sendPerson(h.run.actor, { type: 'CHOOSE', player: 7, card: held });
    expect(refusals(h).at(-1)?.code).toBe('bad-player');
  });

  it("a bot.move is taken only with that seat's own bot actor (the browser tests make a bot grab so)", () => {
    const h = Harness.create({ players: 4, people: [0] });
    h.until('choosing');
    const bots = h.ctx.bots;
    const move = { type: 'GRAB', player: 2, stick: 0, at: h.now } as const;
    h.run.actor.send({ type: 'bot.move', bot: bots[1]!, move });
    expect(refusals(h).at(-1)?.code).toBe('malformed');
    expect(h.ctx.grabs).toEqual([]);
    // Through the entry from outside, even the right actor does not make it a bot's move.
    sendPerson(h.run.actor, { type: 'bot.move', bot: bots[2], move });
    expect(refusals(h).at(-1)?.code).toBe('malformed');
    expect(h.ctx.grabs).toEqual([]);
    h.run.actor.send({ type: 'bot.move', bot: bots[2]!, move });
    expect(h.ctx.grabs.map((g) => g.player)).toEqual([2]);
    expect(h.phase()).toBe('grab-window');
  });

  it('a FAKE sent for a bot holding a winning hand is refused, and the bot still grabs', () => {
    const h = Harness.create({
      players: 3,
      people: [0],
      deals: [['AABBCCD', 'EEEEFFF', 'AABBCCD']],
    });
    h.until('choosing');
    sendPerson(h.run.actor, { type: 'FAKE', player: 1 });
    expect(refusals(h).at(-1)?.code).toBe('bot-seat');
    h.run.clock.runUntil(() => h.ctx.grabs.length > 0, 100_000);
    expect(h.ctx.grabs[0]?.player).toBe(1);
    expect(h.ctx.fakes).toEqual([]);
    expect(h.run.clock.runUntil(() => h.phase() === 'over', 2_000_000)).toBeGreaterThan(0);
  });
});

describe('a bot the table counts as faked', () => {
  it('does not hang the hand, even when it holds a winning hand (a FAKE forged on the bots’ own path)', () => {
    const h = Harness.create({
      players: 3,
      people: [0],
      deals: [['AABBCCD', 'EEEEFFF', 'AABBCCD']],
      options: { stallLimit: 6 },
    });
    autopilot(h.run.actor, 0, 3);
    h.until('choosing');
    const bot = h.ctx.bots[1]!;
    h.run.actor.send({ type: 'bot.move', bot, move: { type: 'FAKE', player: 1 } });
    expect(h.ctx.fakes).toEqual([1]);
    const refusedBefore = refusals(h).length;
    // The hand ends (a grab by the other bot or a redeal after the stall), then the game goes on.
    h.run.clock.runUntil(() => h.phase() === 'hand-end', 100_000);
    expect(h.phase()).toBe('hand-end');
    expect(h.ctx.grabs.some((g) => g.player === 1)).toBe(false);
    // The faked bot asked the table for nothing it refused more than once.
    expect(
      refusals(h)
        .slice(refusedBefore)
        .filter((r) => r.player === 1).length,
    ).toBeLessThanOrEqual(1);
    expect(h.run.clock.runUntil(() => h.phase() === 'over', 2_000_000)).toBeGreaterThan(0);
    expect(h.run.violations).toEqual([]);
  });
});

describe('grab times from outside', () => {
  const deals = [['AABBCCD', 'AABBCCD', 'DDEEFFZ']];

  /** A table of three people after `calls` calls, every card chosen as the first of the hand. */
  function afterCalls(calls: number): Harness {
    const h = Harness.create({ players: 3, deals });
    h.until('choosing');
    for (let i = 0; i < calls; i += 1) {
      for (let p = 0; p < 3; p += 1)
        h.send({ type: 'CHOOSE', player: p, card: h.ctx.hands[p]![0]! });
      h.until('sliding');
      h.until('choosing');
      h.advance(50);
    }
    return h;
  }

  it('a grab stamped long ago cannot take a stick someone already holds', () => {
    const h = afterCalls(1);
    h.grab(1, 0);
    const held = h.ctx.sticks.find((s) => s.id === 0);
    h.advance(30);
    h.grab(0, 0, -1e9);
    expect(h.lastRefusal()).toBe('stick-taken');
    expect(h.ctx.sticks.find((s) => s.id === 0)).toEqual(held);
    // On a free stick it counts at its arrival: after the first grab, never before it.
    h.grab(0, 1, -1e9);
    expect(h.ctx.grabs.map((g) => [g.player, g.at])).toEqual([
      [1, held!.at],
      [0, h.now],
    ]);
    expect(h.ctx.log.at(-1)?.event).toMatchObject({ type: 'GRAB', player: 0, at: h.now });
  });

  it('a stamp from before the call before the last does not undo a call; one just before the last call does', () => {
    const early = afterCalls(2);
    const hands = JSON.stringify(early.ctx.hands);
    expect(early.ctx.grabFloor).toBeLessThan(early.ctx.lastCallAt);
    early.grab(0, 0, -1e9);
    expect(early.ctx.grabs[0]?.at).toBe(early.now);
    expect(JSON.stringify(early.ctx.hands)).toBe(hands);

    const late = afterCalls(2);
    const before = JSON.stringify(late.ctx.hands);
    late.grab(0, 0, late.ctx.lastCallAt - 1);
    expect(late.ctx.grabs[0]?.at).toBe(late.ctx.lastCallAt - 1);
    expect(JSON.stringify(late.ctx.hands)).not.toBe(before);
  });

  it('a stamp before the floor counts as now even in the first call (the floor is the deal)', () => {
    const h = afterCalls(1);
    expect(h.ctx.grabFloor).toBeLessThan(h.ctx.lastCallAt);
    const hands = JSON.stringify(h.ctx.hands);
    h.grab(2, 0, h.ctx.grabFloor - 1);
    expect(h.ctx.grabs[0]?.at).toBe(h.now);
    expect(JSON.stringify(h.ctx.hands)).toBe(hands);
  });
});
