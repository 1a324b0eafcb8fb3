// A tap note in words: whose chevron it is and which is yours, or which field the picked chevron cannot reach and the rule that stops it.
import { PERSON } from '../game';
import { fieldName } from '../rules/fields';
import type { TFunction } from '../texts';
import type { MoveRefusal } from '../rules/why-not';
import type { TapNote } from '../view/tap-note';

const colourKey = (player: number) =>
  (
    [
      'azacru.player.colour0',
      'azacru.player.colour1',
      'azacru.player.colour2',
      'azacru.player.colour3',
    ] as const
  )[player & 3] ?? 'azacru.player.colour0';

export function tapNoteText(
  t: TFunction,
  note: TapNote,
  nameOf: (player: number) => string,
): string {
  switch (note.kind) {
    case 'notYours':
      return t('azacru.tap.notYours', {
        name: nameOf(note.owner),
        colour: t(colourKey(note.owner)),
        yours: t(colourKey(PERSON)),
      });
    case 'unreachable': {
      const from = fieldName(note.from);
      const to = fieldName(note.to);
      if (note.why === null) return t('azacru.tap.unreachable', { from, to });
      return t('azacru.tap.unreachableWhy', {
        from,
        to,
        why: whyText(t, note.why, from, to, nameOf),
      });
    }
    case 'stuck':
      return t('azacru.tap.stuck', { field: fieldName(note.field) });
    case 'wait':
      return note.mover === null
        ? t('azacru.tap.waitShown')
        : t('azacru.tap.wait', { name: nameOf(note.mover) });
    case 'noChevron':
      return t('azacru.tap.noChevron', {
        field: fieldName(note.field),
        yours: t(colourKey(PERSON)),
      });
  }
}

/** The rule a refused move breaks, as the clause after "cannot reach": from the rules' own reason. */
function whyText(
  t: TFunction,
  why: MoveRefusal,
  from: string,
  to: string,
  nameOf: (player: number) => string,
): string {
  switch (why.rule) {
    case 'still':
    case 'direction':
    case 'occupied':
      return t(`azacru.why.${why.rule}`);
    case 'notStraight':
      return t('azacru.why.notStraight', { to });
    case 'tooFar':
      return t('azacru.why.tooFar', { to, distance: why.distance, power: why.power });
    case 'rivalColour':
      return t('azacru.why.rivalColour', { to, name: nameOf(why.owner) });
    case 'blocked': {
      const by = fieldName(why.by);
      if (why.notYours === 'from') return t('azacru.why.blockedFrom', { by, from });
      if (why.notYours === 'to') return t('azacru.why.blockedTo', { by, to });
      return t('azacru.why.blockedBoth', { by, from, to });
    }
  }
}
