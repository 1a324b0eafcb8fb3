// The coordinates the rim cannot show, as small labels over the board's visible edge: placed by imperative DOM writes when the framing or pan changes, never per frame through React state.
import { useMemo } from 'react';
import { SIDE } from '../rules/fields';
import { type EdgeCoords, type EdgeLabel, FILE_NAMES, NO_EDGE_COORDS } from './edge-coords';

const place = (el: HTMLElement | undefined, label: EdgeLabel | null) => {
  if (!el) return;
  if (!label) {
    el.style.visibility = 'hidden';
    return;
  }
  el.style.visibility = 'visible';
  el.style.transform = `translate(${Math.round(label.x)}px, ${Math.round(label.y)}px)`;
};

/** Holds the labels' elements and the latest placement (kept for labels mounted later, e.g. the setting switched on). */
export class EdgeCoordsLayer {
  private coords: EdgeCoords = NO_EDGE_COORDS;
  private readonly ranks: (HTMLElement | undefined)[] = [];
  private readonly files: (HTMLElement | undefined)[] = [];

  write(coords: EdgeCoords): void {
    this.coords = coords;
    for (let i = 0; i < SIDE; i += 1) {
      place(this.ranks[i], coords.ranks[i] ?? null);
      place(this.files[i], coords.files[i] ?? null);
    }
  }

  attach(kind: 'rank' | 'file', index: number, el: HTMLElement | null): void {
    const list = kind === 'rank' ? this.ranks : this.files;
    list[index] = el ?? undefined;
    if (el) place(el, (kind === 'rank' ? this.coords.ranks : this.coords.files)[index] ?? null);
  }
}

const INDICES = Array.from({ length: SIDE }, (_, i) => i);

/** Non-interactive and hidden from assistive technology: the move list and the announcements speak coordinates. */
export function EdgeCoordsView(props: { layer: EdgeCoordsLayer }) {
  const { layer } = props;
  // Stable ref callbacks: React hands each element over once.
  const refs = useMemo(
    () =>
      INDICES.map((i) => ({
        rank: (el: HTMLElement | null) => layer.attach('rank', i, el),
        file: (el: HTMLElement | null) => layer.attach('file', i, el),
      })),
    [layer],
  );
  return (
    <div className="azacru-edge-coords" aria-hidden="true">
      {INDICES.map((i) => (
        <span key={`r${i}`} ref={refs[i]?.rank} data-rank={i + 1}>
          {i + 1}
        </span>
      ))}
      {INDICES.map((i) => (
        <span key={`f${i}`} ref={refs[i]?.file} data-file={FILE_NAMES[i]}>
          {FILE_NAMES[i]}
        </span>
      ))}
    </div>
  );
}
