// Sound driven by the table's emitted events: the call, slides, pick-ups, grabs, scores, the fanfare.
import { useEffect } from 'react';
import { useGame } from '../view/GameContext';
import type { Language } from '../../../shell/i18n';
import type { EditionId } from '../rules';
import type { TableEmitted } from '../flow/types';
import type { SoundBank } from '../../../shell/audio/bank';
import type { SoundName } from '../../../shell/audio/sprite';

/** The caller's word in the edition ("AZUMA!" or "ZUMA!"), in the language's voice. */
export function callClip(edition: EditionId, language: Language): SoundName {
  return `call-${edition === 'azuma' ? 'azuma' : 'zuma'}-${language}`;
}

/** Which clips an emitted event plays, with their volumes (pure, for tests). */
export function soundsFor(
  e: TableEmitted,
  edition: EditionId,
  language: Language,
): [SoundName, number][] {
  switch (e.type) {
    case 'call':
      return [
        [callClip(edition, language), 1],
        ['thump', 0.7],
      ];
    case 'slide':
      return [['slide', 0.6]];
    case 'pickup':
      return [['pickup', 0.5]];
    case 'grab':
      return [['grab', e.first ? 1 : 0.8]];
    case 'score':
      return e.entries.some((x) => x.points > 0) ? [['score', 0.8]] : [];
    case 'gameOver':
      return [['fanfare', 1]];
    default:
      return [];
  }
}

const SOUNDED: readonly TableEmitted['type'][] = [
  'call',
  'slide',
  'pickup',
  'grab',
  'score',
  'gameOver',
];

export function useTableSounds(bank: SoundBank, language: Language): void {
  const { actor, config } = useGame();
  useEffect(() => {
    const subs = SOUNDED.map((type) =>
      actor.on(type, (e: TableEmitted) => {
        for (const [name, volume] of soundsFor(e, config.edition, language))
          bank.play(name, volume);
      }),
    );
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, bank, config.edition, language]);
}
