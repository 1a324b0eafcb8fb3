// A board larger than its slot says it can be dragged: a line at the slot's top until the person first drags it, placed by imperative DOM writes.

/** Where the cue stands (CSS px, its top centre), or null: hidden. */
export interface PanCuePlace {
  readonly x: number;
  readonly y: number;
}

/**
 * Whether the cue shows: the board is larger than its slot and the person has not dragged it yet in
 * this game (a newcomer on a small phone saw files cut in half and did not know the board pans).
 */
export function showsPanCue(pannable: boolean, dragged: boolean): boolean {
  return pannable && !dragged;
}

/** Holds the cue's element and its latest place (kept for an element mounted later). */
export class PanCueLayer {
  private at: PanCuePlace | null = null;
  private el: HTMLElement | null = null;

  write(at: PanCuePlace | null): void {
    this.at = at;
    this.place();
  }

  attach = (el: HTMLElement | null): void => {
    this.el = el;
    this.place();
  };

  private place(): void {
    const { el, at } = this;
    if (!el) return;
    el.hidden = at === null;
    if (at)
      el.style.transform = `translate(${Math.round(at.x)}px, ${Math.round(at.y)}px) translateX(-50%)`;
  }
}

/** The cue's words; non-interactive (a drag on the board goes through it). */
export function PanCueView(props: { layer: PanCueLayer; text: string }) {
  return (
    <p className="azacru-pan-cue" ref={props.layer.attach} hidden>
      {props.text}
    </p>
  );
}
