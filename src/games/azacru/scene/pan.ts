// The person's pan of a board larger than its slot (phones): the offset dragged so far, kept within the range the framing allows.

export class BoardPan {
  x = 0;
  y = 0;
  /** How far the board may be panned each way (CSS px); zero when the whole board fits. */
  range = { x: 0, y: 0 };
  private readonly listeners = new Set<() => void>();

  get pannable(): boolean {
    return this.range.x > 0.5 || this.range.y > 0.5;
  }

  /** The person has dragged the board (it moved) at least once. */
  dragged = false;

  /** Moves by a finger's drag (CSS px); the y pan runs from the person's side (0) to the far side. */
  by(dx: number, dy: number): void {
    const x = Math.max(-this.range.x, Math.min(this.range.x, this.x + dx));
    const y = Math.max(0, Math.min(2 * this.range.y, this.y + dy));
    if (x === this.x && y === this.y) return;
    this.x = x;
    this.y = y;
    this.dragged = true;
    for (const l of this.listeners) l();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
