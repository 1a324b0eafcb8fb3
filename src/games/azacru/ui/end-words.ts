// The end's headline in words: the person won, shared the win, or who won instead ("Ossian and Tilde share the win.").
import type { TFunction } from '../texts';

/** "A", "A and B", "A, B and C" in the language's own "and". */
function listNames(t: TFunction, names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${t('azacru.end.and')} ${names[names.length - 1] ?? ''}`;
}

export function endHeadline(
  t: TFunction,
  winners: readonly number[],
  person: number,
  name: (player: number) => string,
): string {
  if (winners.includes(person))
    return winners.length > 1 ? t('azacru.end.shared') : t('azacru.end.won');
  if (winners.length > 1)
    return t('azacru.end.lostShared', { names: listNames(t, winners.map(name)) });
  return t('azacru.end.lost', { name: winners.map(name).join('') });
}
