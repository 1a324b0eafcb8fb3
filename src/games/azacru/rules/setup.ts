// The set-up for 2, 3 and 4 players: every field neutral, each seat's chevrons on their fields and facings.
import { type Board, clearBoard, createBoard, type PlayerCount, placeChevron } from './board';
import { DIRECTION_NAMES, type DirectionName, fieldIndex } from './fields';

type Start = readonly (readonly [field: string, facing: DirectionName])[];

/** The seats' chevrons round the board. */
export const SEATS = {
  north: [
    ['e9', 'S'],
    ['a7', 'E'],
    ['i7', 'W'],
  ],
  east: [
    ['g9', 'S'],
    ['i5', 'W'],
    ['g1', 'N'],
  ],
  south: [
    ['a3', 'E'],
    ['e1', 'N'],
    ['i3', 'W'],
  ],
  west: [
    ['c9', 'S'],
    ['a5', 'E'],
    ['c1', 'N'],
  ],
} as const satisfies Record<string, Start>;

/** Each player's chevrons (player 1 first) for a player count. */
export const STARTS: Readonly<Record<PlayerCount, readonly Start[]>> = {
  2: [
    [...SEATS.south, ['i9', 'SW']],
    [...SEATS.north, ['a1', 'NE']],
  ],
  3: [SEATS.north, SEATS.east, SEATS.west],
  4: [SEATS.north, SEATS.east, SEATS.south, SEATS.west],
};

/** Sets up a board for a new game: player 1 (index 0) to move. */
export function setUp(players: PlayerCount, b: Board = createBoard()): Board {
  clearBoard(b, players);
  STARTS[players].forEach((start, player) => {
    for (const [field, facing] of start) {
      placeChevron(b, player, fieldIndex(field), DIRECTION_NAMES.indexOf(facing));
    }
  });
  return b;
}
