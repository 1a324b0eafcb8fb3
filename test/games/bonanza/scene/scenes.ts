// Synthetic table scenes for the scene's tests: a table of n players mid-hand, with overrides.
import type { SceneSeat, TableScene } from '../../../../src/games/bonanza/view/table-scene';

export function seatOf(seat: number, over: Partial<SceneSeat> = {}): SceneSeat {
  return {
    seat,
    stack: 90,
    held: 10,
    dealer: seat === 1,
    inHand: true,
    out: false,
    put: 0,
    ...over,
  };
}

export function sceneOf(players: number, over: Partial<TableScene> = {}): TableScene {
  return {
    players,
    person: 0,
    sheet: [3, 1, 4, 1, 5, 9, 2, 6, 5, 3],
    pokerSpace: true,
    seats: Array.from({ length: players }, (_, s) => seatOf(s)),
    widow: 5,
    dead: 0,
    shown: Array.from({ length: players }, () => []),
    played: [],
    calling: -1,
    ...over,
  };
}
