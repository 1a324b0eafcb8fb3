// The first game's coach: a hint for each step of the person's choice, for the bots' turns, the final round and the end.
import { describe, expect, it } from 'vitest';
import { sendPerson } from '../../../../statecharts/azacru/person';
import { startAzacru } from '../../../../statecharts/azacru/headless';
import { coachLine } from '../../../../src/games/azacru/view/coach';

const seats = [{ kind: 'person' as const }, { kind: 'bot' as const, skill: 'random' }];

describe('the coach of the first game', () => {
  it('follows the person through a move: chevron, target, twist, confirm; then the bot', () => {
    const run = startAzacru({ config: { players: 2, seed: 7, seats, pace: 'instant' } });
    const snap = () => run.actor.getSnapshot();
    expect(coachLine(snap())).toBe('chevron');
    const legal = snap().context.legal;
    const twisted = legal.find((m) => m.twist !== undefined);
    if (!twisted) throw new Error('no move with a twist at the start');
    sendPerson(run.actor, { type: 'SELECT_CHEVRON', player: 0, field: twisted.from });
    expect(['target', 'targetKinds']).toContain(coachLine(snap()));
    sendPerson(run.actor, { type: 'SELECT_TARGET', player: 0, field: twisted.to });
    expect(coachLine(snap())).toBe('twist');
    sendPerson(run.actor, { type: 'SELECT_TWIST', player: 0, twist: 'left' });
    expect(coachLine(snap())).toBe('confirm');
    sendPerson(run.actor, { type: 'CONFIRM', player: 0 });
    expect(coachLine(snap())).toBe('wait');
    run.actor.stop();
  });
});
