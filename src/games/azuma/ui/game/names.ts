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

/** "A, B and C" in the current language's way is overkill here: a comma list reads well in all three. */
export function listNames(names: readonly string[]): string {
  return names.join(', ');
}

/** "You won!", "Mika won!" or "You, Mika share the win!": the sentence fits the winners. */
export function winnersLine(
  t: TFunction,
  winners: readonly number[],
  names: readonly string[],
  person: number,
): string {
  const list = listNames(winners.map((p) => names[p] ?? '?'));
  if (winners.length === 1 && winners[0] === person) return t('end.winnerYou');
  return t(winners.length > 1 ? 'end.winners' : 'end.winner', { names: list });
}
