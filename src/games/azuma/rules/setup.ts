// What goes on the table for an edition and player count: deck, sheet colours and sticks.
import { buildDeck, type CardId } from './cards';
import { type Colour, type Edition, type PlayerCount, sheetColours } from './editions';
import type { RuleOptions } from './options';

export interface Stick {
  /** 0-based id, also its globe on the board before any turning. */
  readonly id: number;
  readonly colour: Colour;
}

export interface TableSetup {
  readonly players: PlayerCount;
  readonly colours: readonly Colour[];
  readonly sticks: readonly Stick[];
  readonly deck: readonly CardId[];
}

/** The stick colours for a player count: always one fewer stick than players. */
export function stickColours(
  edition: Edition,
  players: PlayerCount,
  options: Pick<RuleOptions, 'fivePlayerDouble'>,
): Colour[] {
  const [c1, c2, c3] = edition.colours;
  switch (players) {
    case 6:
      return [c1, c1, c2, c2, c3];
    case 5:
      return options.fivePlayerDouble === 'second' && !edition.fivePlayerSticksFixed
        ? [c1, c2, c2, c3]
        : [c1, c1, c2, c3];
    case 4:
      return [c1, c2, c3];
    case 3:
      return [...edition.threePlayerColours];
  }
}

/** Every setup made so far, by edition, then by player count and five-player double (read-only). */
const SETUPS = new WeakMap<Edition, Map<number, TableSetup>>();

/**
 * The table's setup. It is the same for every hand of every game with these rules: it is made once
 * and shared (it is read-only), as the flow asks for the deck at every deal.
 */
export function tableSetup(
  edition: Edition,
  players: PlayerCount,
  options: Pick<RuleOptions, 'fivePlayerDouble'>,
): TableSetup {
  let byTable = SETUPS.get(edition);
  if (!byTable) SETUPS.set(edition, (byTable = new Map()));
  const key = players * 2 + (options.fivePlayerDouble === 'second' ? 1 : 0);
  let setup = byTable.get(key);
  if (!setup) {
    setup = {
      players,
      colours: sheetColours(edition, players),
      sticks: stickColours(edition, players, options).map((colour, id) => ({ id, colour })),
      deck: buildDeck(edition.suits[players]),
    };
    byTable.set(key, setup);
  }
  return setup;
}
