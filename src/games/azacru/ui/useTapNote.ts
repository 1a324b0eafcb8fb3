// The tap note that still fits the table, in words (with its count, so a second tap on the same field is told again).
import { useCallback } from 'react';
import { useGame, useTable } from '../view/GameContext';
import { selectPosition, selectSelection } from '../view/selectors';
import { currentNote, useNoteEntry } from '../view/tap-notes';
import { useTranslation } from '../texts';
import { tapNoteText } from './tap-note-text';

export function useTapNote(): { readonly seq: number; readonly text: string } | null {
  const { t } = useTranslation();
  const game = useGame();
  const entry = useNoteEntry();
  const selection = useTable(selectSelection);
  const position = useTable(selectPosition);
  const nameOf = useCallback(
    (p: number) => game.config.seats[p]?.name ?? `${p + 1}`,
    [game.config.seats],
  );
  const now = currentNote(entry, selection, position);
  return now ? { seq: now.seq, text: tapNoteText(t, now.note, nameOf) } : null;
}
