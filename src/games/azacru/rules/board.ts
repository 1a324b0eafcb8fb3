// The fast position: one small Int8Array (colours, chevrons, facings, counts, turn and final-round bookkeeping).
import { BORDERLAND, FIELDS } from './fields';

export type PlayerCount = 2 | 3 | 4;
export const MAX_PLAYERS = 4;
/** Two players start with four chevrons each, three or four players with three. */
export const MAX_CHEVRONS = 4;

/** No marker (a neutral field) or no chevron. */
export const NONE = -1;

/** Colour per field: NONE (neutral) or the player (0-based) whose marker lies there. */
export const COLOUR = 0;
/** Chevron owner per field, or NONE. */
export const CHEVRON = COLOUR + FIELDS;
/** Facing (0..7) of the chevron on a field; meaningless without a chevron. */
export const FACING = CHEVRON + FIELDS;
/** Fields of a player's colour per borderland: [BORDERLAND_MARKERS + player * 9 + borderland]. */
export const BORDERLAND_MARKERS = FACING + FIELDS;
/** Fields of each player's colour (the score). */
export const MARKERS = BORDERLAND_MARKERS + MAX_PLAYERS * 9;
/** Chevrons still on the board per player. */
export const CHEVRONS = MARKERS + MAX_PLAYERS;
/** The fields of each player's chevrons: [CHEVRON_FIELDS + player * 4 + slot], slots 0..count-1. */
export const CHEVRON_FIELDS = CHEVRONS + MAX_PLAYERS;
/** Number of players. */
export const PLAYERS = CHEVRON_FIELDS + MAX_PLAYERS * MAX_CHEVRONS;
/** The player to move, or NONE once the game is over. */
export const TO_MOVE = PLAYERS + 1;
/** The player whose pass triggered the end, or NONE. */
export const END_TRIGGER = TO_MOVE + 1;
/** Turns still to play in the final round (counts down after the end is triggered). */
export const FINAL_TURNS_LEFT = END_TRIGGER + 1;
/** 1 once the final round is complete. */
export const OVER = FINAL_TURNS_LEFT + 1;
export const BOARD_SIZE = OVER + 1;

/** A position: copy one into another with `target.set(source)`. */
export type Board = Int8Array;

export function createBoard(): Board {
  return new Int8Array(BOARD_SIZE);
}

export function copyBoard(source: Board, target: Board = createBoard()): Board {
  target.set(source);
  return target;
}

/** An empty board for `players`: every field neutral, no chevron, player 0 to move. */
export function clearBoard(b: Board, players: PlayerCount): void {
  b.fill(0);
  b.fill(NONE, COLOUR, CHEVRON + FIELDS);
  b.fill(NONE, CHEVRON_FIELDS, CHEVRON_FIELDS + MAX_PLAYERS * MAX_CHEVRONS);
  b[PLAYERS] = players;
  b[TO_MOVE] = 0;
  b[END_TRIGGER] = NONE;
}

/** Puts a chevron on an empty field (set-up and building test positions). */
export function placeChevron(b: Board, player: number, field: number, facing: number): void {
  const count = b[CHEVRONS + player] ?? 0;
  b[CHEVRON + field] = player;
  b[FACING + field] = facing;
  b[CHEVRON_FIELDS + player * MAX_CHEVRONS + count] = field;
  b[CHEVRONS + player] = count + 1;
}

/** Gives a field to a player's colour, keeping the counts (the previous colour loses it). */
export function paintField(b: Board, field: number, player: number): void {
  const previous = b[COLOUR + field] ?? NONE;
  if (previous === player) return;
  const borderland = BORDERLAND[field] ?? 0;
  if (previous !== NONE) {
    b[MARKERS + previous] = (b[MARKERS + previous] ?? 0) - 1;
    b[BORDERLAND_MARKERS + previous * 9 + borderland] =
      (b[BORDERLAND_MARKERS + previous * 9 + borderland] ?? 0) - 1;
  }
  if (player !== NONE) {
    b[MARKERS + player] = (b[MARKERS + player] ?? 0) + 1;
    b[BORDERLAND_MARKERS + player * 9 + borderland] =
      (b[BORDERLAND_MARKERS + player * 9 + borderland] ?? 0) + 1;
  }
  b[COLOUR + field] = player;
}
