// A person at the table: choosing, changing one's mind, a twist, connection changes and jumps, a removal, a whole game.
import { describe, expect, it } from 'vitest';
import { fieldIndex } from '../../../src/games/azacru/rules/fields';
import { type LegalMove, step } from '../../../src/games/azacru/rules/flow';
import { winnersOf } from '../../../src/games/azacru/rules/score';
import { type AzacruState, scoresOf } from '../../../src/games/azacru/rules/state';
import { animationOf } from '../../../statecharts/azacru/beats';
import { PACES } from '../../../src/games/azacru/save/pace';
import * as S from '../../../statecharts/azacru/selectors';
import { bot, findTurn, person, saveOf, Table } from './harness';

const F = fieldIndex;
const byKind = (kind: LegalMove['kind']) => (_: unknown, legal: LegalMove[]) =>
  legal.some((m) => m.kind === kind);

/** A person (player 1) against a bot, restored at a turn of the person found in random games. */
function tableAt(
  moves: ReturnType<typeof findTurn>['moves'],
  pace: 'normal' | 'instant' = 'normal',
) {
  const t = new Table({
    restore: saveOf({ players: 2, seed: 3, pace, seats: [person(), bot('basic')] }, moves),
  });
  expect(t.has('my-turn')).toBe(true);
  return t;
}

describe('a person chooses a move', () => {
  it('chevron, target, confirm; changing one’s mind on the way; the tags follow each step', () => {
    const t = new Table({
      config: { players: 2, seed: 1, pace: 'normal', seats: [person(), bot('basic')] },
    });
    expect(t.has('my-turn')).toBe(true);
    expect(t.stage()).toBe('choosing-chevron');
    expect(t.emitted('turn')).toEqual([
      {
        type: 'turn',
        player: 0,
        turn: 0,
        by: 'person',
        finalRound: false,
        legalMoves: t.ctx.legal.length,
      },
    ]);
    // e1 (facing N, power 1) may go to d2, e2 or f2; i3 (facing W) to h2, h3 or h4.
    t.send({ type: 'SELECT_CHEVRON', player: 0, field: F('e1') });
    expect(t.stage()).toBe('choosing-target');
    expect(t.ctx.selection).toEqual({
      stage: 'target',
      from: F('e1'),
      targets: [F('d2'), F('e2'), F('f2')],
    });
    t.send({ type: 'SELECT_CHEVRON', player: 0, field: F('i3') });
    expect(t.ctx.selection).toMatchObject({ stage: 'target', from: F('i3') });
    t.send({ type: 'SELECT_TARGET', player: 0, field: F('h3') });
    expect(t.stage()).toBe('confirming');
    t.send({ type: 'CANCEL', player: 0 });
    expect(t.stage()).toBe('choosing-target');
    t.send({ type: 'CANCEL', player: 0 });
    expect(t.stage()).toBe('choosing-chevron');
    t.send({ type: 'SELECT_CHEVRON', player: 0, field: F('e1') });
    t.send({ type: 'SELECT_TARGET', player: 0, field: F('e2') });
    expect(t.ctx.selection).toEqual({
      stage: 'confirm',
      from: F('e1'),
      targets: [F('d2'), F('e2'), F('f2')],
      to: F('e2'),
      twists: ['none'],
      twist: 'none',
    });
    expect(t.emitted('selection')).toHaveLength(7);
    expect(t.steps()).toEqual([]);
    t.send({ type: 'CONFIRM', player: 0 });
    expect(t.steps()).toEqual([{ type: 'MOVE', player: 0, from: F('e1'), to: F('e2') }]);
    expect(t.stage()).toBe('animating');
    expect(t.ctx.before?.turn).toBe(0);
    expect(t.emitted('save').at(-1)?.save.moves).toEqual([{ from: 'e1', to: 'e2' }]);
    t.until((x) => x.has('bot-thinking'));
    expect(t.ctx.selection).toEqual({ stage: 'chevron' });
    expect(t.violations).toEqual([]);
  });

  it('a twist after crossing a border: chosen, changed, confirmed; the chevron faces it', () => {
    const t = new Table({
      config: { players: 2, seed: 1, pace: 'instant', seats: [person(), bot('basic')] },
    });
    // a3 faces E: NE to b4 crosses from borderland a1-c3 into a4-c6.
    t.send({ type: 'SELECT_CHEVRON', player: 0, field: F('a3') });
    t.send({ type: 'SELECT_TARGET', player: 0, field: F('b4') });
    expect(t.stage()).toBe('choosing-twist');
    expect(t.ctx.selection).toMatchObject({ stage: 'twist', twists: ['none', 'left', 'right'] });
    t.send({ type: 'SELECT_TWIST', player: 0, twist: 'right' });
    expect(t.stage()).toBe('confirming');
    t.send({ type: 'SELECT_TWIST', player: 0, twist: 'left' });
    t.send({ type: 'CANCEL', player: 0 });
    expect(t.stage()).toBe('choosing-twist');
    t.send({ type: 'SELECT_TWIST', player: 0, twist: 'left' });
    t.send({ type: 'CONFIRM', player: 0 });
    expect(t.steps()).toEqual([
      { type: 'MOVE', player: 0, from: F('a3'), to: F('b4'), twist: 'left' },
    ]);
    expect(t.effects()).toContainEqual({
      type: 'twist',
      player: 0,
      field: F('b4'),
      side: 'left',
      facing: 0,
    });
    expect(t.game.chevrons.find((c) => c.field === F('b4'))).toEqual({
      player: 0,
      field: F('b4'),
      facing: 0,
    });
  });

  it('a connection change: the passed fields flip one after another while the table animates', () => {
    const found = findTurn(2, byKind('connection change'));
    const t = tableAt(found.moves);
    const m = t.ctx.legal.find((x) => x.kind === 'connection change' && !x.twist) as LegalMove;
    const start = t.now;
    t.choose(m);
    expect(t.stage()).toBe('animating');
    const beat = t.ctx.beat;
    expect(beat?.kind).toBe('move');
    const flips = t.effects().filter((e) => e.type === 'convert');
    expect(flips.length).toBeGreaterThan(0);
    expect(flips.map((e) => (e.type === 'convert' ? e.order : -1))).toEqual(flips.map((_, i) => i));
    for (const e of flips) if (e.type === 'convert') expect(t.game.colours[e.field]).toBe(0);
    // The animation lasts as the pace says: travel, then one flip after another.
    const { ms } = animationOf(beat?.effects ?? [], PACES.normal);
    expect(beat?.ms).toBe(ms);
    expect(ms).toBeGreaterThanOrEqual(
      PACES.normal.travelPerField * m.distance + flips.length * PACES.normal.convertPerField,
    );
    t.advance(ms - 1);
    expect(t.stage()).toBe('animating');
    t.advance(1);
    expect(t.stage()).not.toBe('animating');
    expect(t.timesOf('toMove').at(-1)).toBe(start + ms);
    expect(t.violations).toEqual([]);
  });

  it('a connection jump: over a chevron, nothing between changes', () => {
    const found = findTurn(2, byKind('connection jump'));
    const t = tableAt(found.moves, 'instant');
    const m = t.ctx.legal.find((x) => x.kind === 'connection jump') as LegalMove;
    const before = t.game.colours;
    t.choose(m);
    expect(t.effects().at(0)).toMatchObject({ type: 'travel', kind: 'connection jump' });
    expect(t.effects().some((e) => e.type === 'convert')).toBe(false);
    const travel = t.effects()[0];
    if (travel?.type !== 'travel') throw new Error('no travel');
    for (const f of travel.passed) expect(t.game.colours[f]).toBe(before[f]);
    expect(
      travel.passed.some(
        (f) => before[f] !== undefined && t.ctx.before?.chevrons.some((c) => c.field === f),
      ),
    ).toBe(true);
  });

  it('a removal: a connection change that takes a rival’s field takes the chevron off the board', () => {
    const found = findTurn(2, byKind('removal'));
    const t = tableAt(found.moves);
    const m = t.ctx.legal.find((x) => x.kind === 'removal') as LegalMove;
    const chevrons = t.game.chevrons.filter((c) => c.player === 0).length;
    t.choose(m);
    const effects = t.effects();
    expect(effects).toContainEqual({ type: 'removal', player: 0, field: m.to });
    expect(effects.some((e) => e.type === 'convert' && e.previous === 1)).toBe(true);
    expect(t.game.chevrons.filter((c) => c.player === 0)).toHaveLength(chevrons - 1);
    // The removal comes last, after the flips.
    const beat = t.ctx.beat;
    expect(beat?.kind === 'move' && beat.timeline.map((x) => x.effect.type).at(-1)).toBe('removal');
  });
});

describe('the end', () => {
  it('a forced pass announced, the end triggered, the final round, then game over with winners', () => {
    const found = findTurn(2, (s, legal) => legal.some((m) => forcesPass(s, m)));
    const t = tableAt(found.moves);
    const m = t.ctx.legal.find((x) => forcesPass(t.game, x)) as LegalMove;
    t.choose(m);
    t.untilTag('forced-pass');
    expect(t.ctx.beat).toMatchObject({ kind: 'pass', player: 1, ms: PACES.normal.pass });
    expect(t.effects().slice(-3)).toEqual([
      { type: 'pass', player: 1, forced: true },
      { type: 'endTriggered', player: 1 },
      { type: 'finalRound', players: [0] },
    ]);
    expect(t.has('final-round')).toBe(true);
    const passAt = t.timesOf('pass').at(-1) ?? 0;
    t.untilPerson();
    expect(t.now - passAt).toBe(PACES.normal.pass);
    expect(t.emitted('turn').at(-1)).toMatchObject({ player: 0, finalRound: true });
    expect(t.has('final-round')).toBe(true);
    t.choose(t.ctx.legal[0] as LegalMove);
    t.untilTag('over');
    const scores = scoresOf(t.game);
    expect(t.effects().at(-1)).toEqual({ type: 'gameOver', scores, winners: winnersOf(scores) });
    expect(S.selectWinners(t.snap)).toEqual(winnersOf(scores));
    expect(t.has('final-round')).toBe(false);
    expect(t.violations).toEqual([]);
  });
});

/** Does move `m` of the player to move leave the next player with no move (a forced pass)? */
function forcesPass(s: AzacruState, m: LegalMove): boolean {
  const r = step(s, {
    type: 'MOVE',
    player: s.toMove ?? 0,
    from: m.from,
    to: m.to,
    ...(m.twist ? { twist: m.twist } : {}),
  });
  return r.ok && r.effects.some((e) => e.type === 'pass' && e.forced) && s.endTriggeredBy === null;
}
