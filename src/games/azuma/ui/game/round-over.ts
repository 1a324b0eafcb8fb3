// The line over the sheet when a round ends: which round it was, and who leads the game after it.
import { leaders, type Scorebook, totals } from '../../rules';
import type { TFunction } from '../../texts';
import { listNames } from './names';

/**
 * "Round 2 is over. Mika leads with 13.": `round` is the round that ended (0 for the first). Several
 * leaders are listed; everyone level (nobody ahead yet) is said so rather than listing the table.
 */
export function roundOverLine(
  t: TFunction,
  round: number,
  book: Scorebook,
  names: readonly string[],
  person: number,
): string {
  const n = round + 1;
  const top = leaders(book);
  const first = top[0];
  const points = first === undefined ? 0 : (totals(book)[first] ?? 0);
  if (first === undefined || top.length === book.players)
    return t('sheet.roundOverLevel', { n, points });
  if (top.length === 1 && first === person) return t('sheet.roundOverYou', { n, points });
  const list = listNames(
    top.map((p) => names[p] ?? '?'),
    t('hud.and'),
  );
  return t(top.length === 1 ? 'sheet.roundOverLeader' : 'sheet.roundOverLeaders', {
    n,
    names: list,
    points,
  });
}
