// Seat names as shown: the bots' names, and the person's own name or a localized "You".
import { type TFunction, useTranslation } from '../../texts';
import { useGame } from '../../view/GameContext';
import { PERSON } from '../../game';
import { DEFAULT_SHELL } from '../../../../shell/settings';
import type { TableConfig } from '../../flow/types';

export function seatNames(config: TableConfig, you: string): string[] {
  return config.seats.map((seat, i) =>
    i === PERSON && seat.name === DEFAULT_SHELL.name ? you : seat.name,
  );
}

export function useSeatNames(): string[] {
  const { t } = useTranslation();
  return seatNames(useGame().config, t('hud.you'));
}

/** "Mika", "You and Mika", "Mika, Jo and Lotti": `and` is the language's word (hud.and). */
export function listNames(names: readonly string[], and: string): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}

/** "You won!", "Mika won!" or "You and Mika share the win!": the sentence fits the winners. */
export function winnersLine(
  t: TFunction,
  winners: readonly number[],
  names: readonly string[],
  person: number,
): string {
  const list = listNames(
    winners.map((p) => names[p] ?? '?'),
    t('hud.and'),
  );
  if (winners.length === 1 && winners[0] === person) return t('end.winnerYou');
  return t(winners.length > 1 ? 'end.winners' : 'end.winner', { names: list });
}
