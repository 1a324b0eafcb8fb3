// The latest tap note, shared by the board (its flash on the tapped field) and the overlay (its words): valid until the choice or the position changes.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AzacruState } from '../rules/state';
import type { Selection } from './selectors';
import type { TapNote } from './tap-note';

export interface NoteEntry {
  readonly note: TapNote;
  /** Counts every note: the same note twice is a second tap (the board flashes again). */
  readonly seq: number;
  /** The choice and the position the note was said for; once either changes the note is old. */
  readonly selection: Selection;
  readonly position: AzacruState;
}

export class TapNotes {
  private entry: NoteEntry | null = null;
  private seq = 0;
  private readonly listeners = new Set<() => void>();
  get value(): NoteEntry | null {
    return this.entry;
  }
  say(note: TapNote, selection: Selection, position: AzacruState): void {
    this.seq += 1;
    this.entry = { note, seq: this.seq, selection, position };
    for (const l of this.listeners) l();
  }
  clear(): void {
    if (this.entry === null) return;
    this.entry = null;
    for (const l of this.listeners) l();
  }
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const TapNotesContext = createContext<TapNotes | null>(null);

export function useTapNotes(): TapNotes {
  const notes = useContext(TapNotesContext);
  if (!notes) throw new Error('useTapNotes outside a game');
  return notes;
}

export function useNoteEntry(): NoteEntry | null {
  const notes = useTapNotes();
  return useSyncExternalStore(notes.subscribe, () => notes.value);
}

const sameSelection = (a: Selection, b: Selection): boolean =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

/** The note while it still fits the table (the same choice, the same position), else null. */
export function currentNote(
  entry: NoteEntry | null,
  selection: Selection,
  position: AzacruState,
): NoteEntry | null {
  return entry && entry.position === position && sameSelection(entry.selection, selection)
    ? entry
    : null;
}
