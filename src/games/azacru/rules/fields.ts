// The AZACRU board's geometry: fields 0..80, their names, borderlands, directions and precomputed rays.

/** Fields per side and on the board. Field index = rank * 9 + file (file a = 0, rank 1 = 0). */
export const SIDE = 9;
export const FIELDS = 81;

/** Directions clockwise from N: N points towards rank 9, E towards file i. */
export const N = 0;
export const NE = 1;
export const E = 2;
export const SE = 3;
export const S = 4;
export const SW = 5;
export const W = 6;
export const NW = 7;
export const DIRECTIONS = 8;
export const DIRECTION_NAMES = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type DirectionName = (typeof DIRECTION_NAMES)[number];

const STEP_FILE = [0, 1, 1, 1, 0, -1, -1, -1] as const;
const STEP_RANK = [1, 1, 0, -1, -1, -1, 0, 1] as const;

/** Turning left is one step anticlockwise (N to NW), right one step clockwise (N to NE). */
export function turnLeft(direction: number): number {
  return (direction + 7) & 7;
}
export function turnRight(direction: number): number {
  return (direction + 1) & 7;
}

export const fileOf = (field: number): number => field % SIDE;
export const rankOf = (field: number): number => Math.floor(field / SIDE);

const FILE_LETTERS = 'abcdefghi';

/** `e1` for field 4. */
export function fieldName(field: number): string {
  return `${FILE_LETTERS[fileOf(field)] ?? '?'}${rankOf(field) + 1}`;
}

/** 4 for `e1`; -1 for anything that is not a field name. */
export function fieldIndex(name: string): number {
  if (!/^[a-i][1-9]$/.test(name)) return -1;
  return (name.charCodeAt(1) - 49) * SIDE + (name.charCodeAt(0) - 97);
}

/** The borderland (0..8, the 3x3 blocks, bottom left first, rows of three) of every field. */
export const BORDERLAND: Int8Array = new Int8Array(FIELDS);
for (let f = 0; f < FIELDS; f += 1) {
  BORDERLAND[f] = Math.floor(fileOf(f) / 3) + 3 * Math.floor(rankOf(f) / 3);
}

/** Longest ray: 8 fields. */
export const MAX_RAY = 8;

/**
 * The ray from a field in a direction: RAY_FIELDS[(field * 8 + direction) * 8 + i] is the field i + 1
 * steps away; RAY_LENGTH[field * 8 + direction] says how many steps stay on the board.
 */
export const RAY_FIELDS: Int8Array = new Int8Array(FIELDS * DIRECTIONS * MAX_RAY).fill(-1);
export const RAY_LENGTH: Int8Array = new Int8Array(FIELDS * DIRECTIONS);
for (let f = 0; f < FIELDS; f += 1) {
  for (let d = 0; d < DIRECTIONS; d += 1) {
    let file = fileOf(f);
    let rank = rankOf(f);
    let length = 0;
    for (;;) {
      file += STEP_FILE[d] ?? 0;
      rank += STEP_RANK[d] ?? 0;
      if (file < 0 || file >= SIDE || rank < 0 || rank >= SIDE) break;
      RAY_FIELDS[(f * DIRECTIONS + d) * MAX_RAY + length] = rank * SIDE + file;
      length += 1;
    }
    RAY_LENGTH[f * DIRECTIONS + d] = length;
  }
}

/** The direction and distance from one field to another on a straight line, or null. */
export function lineBetween(
  from: number,
  to: number,
): { direction: number; distance: number } | null {
  const df = fileOf(to) - fileOf(from);
  const dr = rankOf(to) - rankOf(from);
  if ((df === 0 && dr === 0) || (df !== 0 && dr !== 0 && Math.abs(df) !== Math.abs(dr)))
    return null;
  const direction = STEP_FILE.findIndex(
    (sf, d) => sf === Math.sign(df) && STEP_RANK[d] === Math.sign(dr),
  );
  return { direction, distance: Math.max(Math.abs(df), Math.abs(dr)) };
}

/** The fields a move passes over, strictly between its start and its target, in order from the start. */
export function passedFields(from: number, direction: number, distance: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < distance - 1; i += 1) {
    const field = RAY_FIELDS[(from * DIRECTIONS + direction) * MAX_RAY + i] ?? -1;
    if (field >= 0) out.push(field);
  }
  return out;
}
