// The table's lines about a player: in the second person when the player is the person ("You have no move", not "You has no move").
import type { TFunction } from '../texts';
import type en from '../texts/en.json';

/** Lines about a player that read in the second person when the player is the person. */
export type YouKey = keyof (typeof en)['azacru']['sayYou'];

/** A line about `player`: the person's own (whatever name they go by) or the one naming another. */
export function aboutPlayer(
  t: TFunction,
  player: number,
  person: number,
  key: YouKey,
  name: (player: number) => string,
  params: Record<string, string> = {},
): string {
  return player === person
    ? t(`azacru.sayYou.${key}`, params)
    : t(`azacru.say.${key}`, { ...params, name: name(player) });
}
