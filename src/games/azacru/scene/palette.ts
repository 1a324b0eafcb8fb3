// The board's colours: stone of two tones (borderlands alternate), borders, highlights by kind of move, the last move's frames.
import type { MoveKind } from '../rules/moves';

/** Neutral fields are stone of two greys (borderlands alternate): every player's colour stands out on both. */
export const STONE_LIGHT = '#d9dcd4';
export const STONE_DARK = '#b3b9ae';
export const BORDER = '#3b2a1a';
export const BASE = '#5a3d24';
export const RIM_TEXT = '#f3e7cf';

/** A target's ring by the kind of move (told in words by the rings' key under the prompt, RingKey). */
export const KIND_COLOURS: Readonly<Record<MoveKind, string>> = {
  plain: '#ffffff',
  'connection change': '#ffd54a',
  'connection jump': '#4fd8ff',
  removal: '#ff5a4a',
};
/** Every lit ring lies in a dark edge this wide (in cells, the ring itself spans 0.30-0.42). */
export const RING_EDGE = '#15171a';
export const RING_EDGE_INNER = 0.26;
export const RING_EDGE_OUTER = 0.46;
export const MOVABLE = '#fff6d8';
export const SELECTED = '#ffffff';
/** The chosen target's dark halo: the bright ring inside it stands out on light stone and on every player's colour. */
export const CHOSEN_HALO = '#15171a';
/** A tap that did nothing: its field flashes amber (the note's mark under the board has the same colour). */
export const TAP_FLASH = '#ffb347';
/** The last move's start field is framed in the mover's dark tone faded this far towards white (its end field unfaded). */
export const LAST_FROM_FADE = 0.2;
/** Each earlier move since the person's own is framed this much further faded towards white (the latest strongest). */
export const EARLIER_MOVE_FADE = 0.25;
