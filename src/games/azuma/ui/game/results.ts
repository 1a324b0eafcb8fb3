// What each player got from a grab window, in words for the table: one line per seat from the hand's score entries.
import type { Colour, EditionId, ScoreEntry } from '../../rules';
import type { TFunction } from '../../texts';
import type { Tip } from '../tips';

/** One seat's result of a hand, as the table shows it under the seat's name. */
export type SeatResult =
  | { readonly kind: 'points'; readonly points: number; readonly why: 'win' | 'bombs' | 'stick' }
  | { readonly kind: 'not-needed'; readonly colour: Colour }
  | { readonly kind: 'caught'; readonly bombs: number; readonly minus: number }
  | { readonly kind: 'false-grab'; readonly x: boolean; readonly minus: number }
  | { readonly kind: 'fake' }
  | { readonly kind: 'lost-race'; readonly winner: number }
  | { readonly kind: 'no-stick' };

/** The minus points of an entry, as a positive number (never -0). */
const minusOf = (e: ScoreEntry): number => (e.montezuma < 0 ? -e.montezuma : 0);

/**
 * The results of a hand per seat, most important first (a seat can have two: a stick and bomb cards).
 * `lostTo` holds, for seats that lost a race for a stick, who took it from them.
 */
export function handResults(
  players: number,
  entries: readonly ScoreEntry[],
  lostTo: ReadonlyMap<number, number>,
): SeatResult[][] {
  const out: SeatResult[][] = Array.from({ length: players }, () => []);
  for (const e of entries) {
    const list = out[e.player];
    if (!list) continue;
    switch (e.reason) {
      case 'first':
      case 'grab':
        list.push({
          kind: 'points',
          points: e.points,
          why: e.win === 'bombs' ? 'bombs' : e.win === 'four-three' ? 'win' : 'stick',
        });
        break;
      case 'not-needed':
        if (e.colour) list.push({ kind: 'not-needed', colour: e.colour });
        break;
      case 'blocked-by-bombs':
        list.push({ kind: 'caught', bombs: 0, minus: 0 });
        break;
      case 'bomb-cards':
        list.push({ kind: 'caught', bombs: minusOf(e), minus: minusOf(e) });
        break;
      case 'false-grab':
        list.push({ kind: 'false-grab', x: e.cell === 'X', minus: minusOf(e) });
        break;
      case 'fake':
        list.push({ kind: 'fake' });
        break;
    }
  }
  out.forEach((list, seat) => {
    const tookStick = list.some((r) => r.kind !== 'caught' || r.bombs === 0);
    if (tookStick) return;
    const winner = lostTo.get(seat);
    list.unshift(winner === undefined ? { kind: 'no-stick' } : { kind: 'lost-race', winner });
  });
  return out;
}

/** The one-time explanation a result calls for, if any (`late` only for the person's own). */
function tipOf(r: SeatResult, edition: EditionId, own: boolean): Tip | null {
  const k = r.kind;
  if ((k === 'caught' || k === 'false-grab') && r.minus > 0) return 'montezuma';
  if (k === 'caught') return 'bombs';
  if (k === 'not-needed') return 'scored';
  if ((k === 'false-grab' && r.x) || (k === 'fake' && edition === 'azuma')) return 'x';
  return own && (k === 'lost-race' || k === 'no-stick') ? 'late' : null;
}

/**
 * What a hand's results may need explained to a newcomer, in order: the person's own results first
 * (Montezuma minus points, an X, no stick...), then what the table shows under the others' names.
 */
export function explains(
  results: readonly (readonly SeatResult[])[],
  person: number,
  edition: EditionId,
): Tip[] {
  const tips: Tip[] = [];
  const add = (list: readonly SeatResult[] | undefined, own: boolean) =>
    list?.forEach((r) => {
      const tip = tipOf(r, edition, own);
      if (tip && !tips.includes(tip)) tips.push(tip);
    });
  add(results[person], true);
  results.forEach((list, seat) => seat !== person && add(list, false));
  return tips;
}

/** A result in words (`name` gives a seat's name, for "lost the race to ..."). */
export function resultWords(t: TFunction, r: SeatResult, name: (seat: number) => string): string {
  switch (r.kind) {
    case 'points':
      return t(
        r.why === 'win' ? 'result.win' : r.why === 'bombs' ? 'result.bombs' : 'result.stick',
        {
          n: r.points,
        },
      );
    case 'not-needed':
      return t('result.notNeeded', { colour: t(`colour.${r.colour}`) });
    case 'caught':
      return r.minus > 0 ? t('result.caughtMinus', { n: r.minus }) : t('result.caughtBlocked');
    case 'false-grab':
      return r.x
        ? t('result.falseX')
        : r.minus > 0
          ? t('result.falseMinus', { n: r.minus })
          : t('result.falseNothing');
    case 'fake':
      return t('result.fake');
    case 'lost-race':
      return t('result.lostRace', { name: name(r.winner) });
    case 'no-stick':
      return t('result.noStick');
  }
}

/**
 * The person's own results as one line over the fan ("You — +2 stick · bombs held: −1"). A dash after
 * the name, not a colon: results such as "bombs held: +0" carry their own.
 */
export function ownLine(
  t: TFunction,
  list: readonly SeatResult[],
  name: (seat: number) => string,
): string {
  return t('result.you', { line: list.map((r) => resultWords(t, r, name)).join(' · ') });
}
