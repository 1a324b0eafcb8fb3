// Seats round a table: the person at the bottom, the others clockwise (to the left), on a circle.

export interface Point {
  readonly x: number;
  /** "North": away from the person, who sits at the bottom (south). */
  readonly y: number;
}

/** The angle of a seat: seat 0 (the person) at the bottom, then clockwise (to the left). */
export function seatAngle(seat: number, players: number): number {
  return -Math.PI / 2 - (seat * 2 * Math.PI) / players;
}

/** A seat's point at `radius` from the table's centre. */
export function seatPoint(seat: number, players: number, radius: number): Point {
  const a = seatAngle(seat, players);
  return { x: radius * Math.cos(a), y: radius * Math.sin(a) };
}
