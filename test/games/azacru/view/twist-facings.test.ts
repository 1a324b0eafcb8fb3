// The twist buttons show where the chevron would face: the move's direction turned 45 degrees either way, as the board lies on the screen.
import { describe, expect, it } from 'vitest';
import { sendPerson } from '../../../../statecharts/azacru/person';
import { startAzacru } from '../../../../statecharts/azacru/headless';
import {
  selectChosenFacing,
  selectTwistFacings,
} from '../../../../src/games/azacru/view/selectors';
import { screenDegrees } from '../../../../src/games/azacru/scene/geometry';
import { boardOf } from '../../../../src/games/azacru/rules/state';
import { FACING } from '../../../../src/games/azacru/rules/board';

const seats = [{ kind: 'person' as const }, { kind: 'bot' as const, skill: 'random' }];

describe('the twist buttons', () => {
  it('show, left to right, the facing the chevron will have after each twist: the facing it gets', () => {
    const run = startAzacru({ config: { players: 2, seed: 7, seats, pace: 'instant' } });
    const snap = () => run.actor.getSnapshot();
    expect(selectTwistFacings(snap())).toBeNull();
    expect(selectChosenFacing(snap())).toBeNull();
    const twisted = snap().context.legal.find((m) => m.twist !== undefined);
    if (!twisted) throw new Error('no move with a twist at the start');
    sendPerson(run.actor, { type: 'SELECT_CHEVRON', player: 0, field: twisted.from });
    expect(selectTwistFacings(snap())).toBeNull();
    sendPerson(run.actor, { type: 'SELECT_TARGET', player: 0, field: twisted.to });
    const facings = selectTwistFacings(snap());
    const d = twisted.direction;
    expect(facings).toEqual([
      { twist: 'left', facing: (d + 7) % 8 },
      { twist: 'none', facing: d },
      { twist: 'right', facing: (d + 1) % 8 },
    ]);
    // The board's preview faces straight on until a twist is picked, then as the twist leaves it.
    expect(selectChosenFacing(snap())).toBe(d);
    sendPerson(run.actor, { type: 'SELECT_TWIST', player: 0, twist: 'right' });
    expect(selectChosenFacing(snap())).toBe((d + 1) % 8);
    // Played with the left twist, the chevron faces as its button showed.
    sendPerson(run.actor, { type: 'SELECT_TWIST', player: 0, twist: 'left' });
    expect(selectChosenFacing(snap())).toBe(facings?.[0]?.facing);
    sendPerson(run.actor, { type: 'CONFIRM', player: 0 });
    const board = boardOf(snap().context.game);
    expect(board[FACING + twisted.to]).toBe(facings?.[0]?.facing);
  });

  it('point as the board lies: north up seen from the south (2 players), down at 3 and 4', () => {
    expect(screenDegrees(0, 2)).toBe(0);
    expect(screenDegrees(2, 2)).toBe(90);
    expect(screenDegrees(7, 2)).toBe(315);
    expect(screenDegrees(0, 4)).toBe(180);
    expect(screenDegrees(6, 3)).toBe(90);
  });
});
