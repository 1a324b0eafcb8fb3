// A tap on a field (a finger on the board or a typed field), answered: the choice it makes, or a note saying why it makes none.
import type { GameHandle } from '../game';
import { personActions } from './GameContext';
import { selectHighlights, selectPosition, selectSelection } from './selectors';
import { tapAction } from './tap';
import { selectTapView, tapNote } from './tap-note';
import type { TapNotes } from './tap-notes';

export function answerTap(game: Pick<GameHandle, 'actor'>, notes: TapNotes, field: number): void {
  const s = game.actor.getSnapshot();
  const a = tapAction(selectHighlights(s), field);
  const act = personActions(game);
  if (a.kind === 'none') {
    const note = tapNote(selectTapView(s), field);
    if (note) notes.say(note, selectSelection(s), selectPosition(s));
    else notes.clear();
    return;
  }
  notes.clear();
  if (a.kind === 'chevron') act.chevron(a.field);
  else if (a.kind === 'target') act.target(a.field);
  else if (a.kind === 'confirm') act.confirm();
  else act.cancel();
}
