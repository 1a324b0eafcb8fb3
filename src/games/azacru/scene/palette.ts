// The board's colours: wood of two tones (borderlands alternate), borders, highlights by kind of move.
import type { MoveKind } from '../rules/moves';

export const WOOD_LIGHT = '#e3d3b0';
export const WOOD_DARK = '#c9b083';
export const BORDER = '#3b2a1a';
export const BASE = '#5a3d24';
export const RIM_TEXT = '#f3e7cf';

/** A target's ring by the kind of move (also told in words by the overlay's legend). */
export const KIND_COLOURS: Readonly<Record<MoveKind, string>> = {
  plain: '#ffffff',
  'connection change': '#ffd54a',
  'connection jump': '#4fd8ff',
  removal: '#ff5a4a',
};
export const MOVABLE = '#fff6d8';
export const SELECTED = '#ffffff';
