// What a save of the right shape must also mean to be played to the end: its sheet reachable, its numbers in agreement.
import { EDITIONS, tableSetup } from '../rules';
import { resolveOptions } from '../rules/options';
import { checkSheet } from '../rules/sheet-check';
import type { SaveGame } from './save';
import { stackedDeal } from './state';

function checkConfig(save: SaveGame): string | null {
  const c = save.config;
  if (c.seats.length !== c.players) return 'one seat per player is needed';
  if (c.firstDealer !== undefined && c.firstDealer >= c.players)
    return 'the first dealer is not at the table';
  const ed = EDITIONS[c.edition];
  const deck = tableSetup(ed, c.players, resolveOptions(ed, c.options)).deck;
  const bad = (c.stackedDeals ?? []).findIndex(
    (hands) => stackedDeal(hands, deck, c.players, ed.deal) === null,
  );
  return bad < 0 ? null : `stacked deal ${bad + 1} is not a deal of this table's cards`;
}

/** Checks a save whose shape is right; a message for the first thing that cannot be, or null. */
export function checkSaveMeaning(save: SaveGame): string | null {
  const c = save.config;
  const bad = checkConfig(save) ?? checkSheet(save.book, c.edition, c.players, c.options);
  if (bad) return bad;
  // Earlier versions saved a finished game at the start of its last hand, with the sheet over.
  const last = save.book.phase === 'over' && save.handNo === save.book.hands;
  if (save.handNo !== save.book.hands + 1 && !last)
    return `hand ${save.handNo} does not follow the ${save.book.hands} hands on the sheet`;
  if (save.redeals > save.book.hands) return 'more redeals than hands';
  if (save.dealer >= c.players) return 'the dealer is not at the table';
  const stranger = save.log.find((e) => e.event.player >= c.players);
  if (stranger) return `the log names player ${stranger.event.player}, who is not at the table`;
  return null;
}
