// A tap note in words: whose chevron it is and which is yours, or which field the picked chevron cannot reach.
import { PERSON } from '../game';
import { fieldName } from '../rules/fields';
import type { TFunction } from '../texts';
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
    case 'unreachable':
      return t('azacru.tap.unreachable', { from: fieldName(note.from), to: fieldName(note.to) });
    case 'stuck':
      return t('azacru.tap.stuck', { field: fieldName(note.field) });
    case 'noChevron':
      return t('azacru.tap.noChevron', {
        field: fieldName(note.field),
        yours: t(colourKey(PERSON)),
      });
  }
}
