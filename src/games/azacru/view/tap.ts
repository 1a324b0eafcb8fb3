// What a tap on a field means for the person's choice: pick or switch a chevron, pick a target, play the chosen move, step back, or nothing (a note says why).
import type { Highlights } from './selectors';

export type TapAction =
  | { readonly kind: 'chevron'; readonly field: number }
  | { readonly kind: 'target'; readonly field: number }
  | { readonly kind: 'confirm' }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'none' };

export function tapAction(h: Highlights, field: number): TapAction {
  if (field < 0) return { kind: 'none' };
  if (h.selected === field) return { kind: 'cancel' };
  // The chosen target tapped again plays the move (as Move does): a second tap is what a finger
  // tries first. While a turn is still to choose it picks the target again, as before.
  if (h.confirming && h.chosen === field) return { kind: 'confirm' };
  if (h.targets.has(field)) return { kind: 'target', field };
  if (h.movable.includes(field)) return { kind: 'chevron', field };
  // A field the picked chevron cannot reach keeps the pick: the lit fields stay, and a note says why.
  return { kind: 'none' };
}
