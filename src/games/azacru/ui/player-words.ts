// A player's counts in words for the strip: the fields (the score, with its unit under the number) and the chevrons left.
import type { TFunction } from '../texts';

export interface PlayerWords {
  /** The score as a screen reader hears it ("3 fields"). */
  readonly score: string;
  /** The unit printed under the score, so a newcomer sees what the number counts. */
  readonly unit: string;
  /** The chevrons left ("1 chevron", "3 chevrons"). */
  readonly chevrons: string;
}

export function playerWords(t: TFunction, markers: number, chevrons: number): PlayerWords {
  return {
    score:
      markers === 1
        ? t('azacru.player.markersOne')
        : t('azacru.player.markers', { count: markers }),
    unit: t(markers === 1 ? 'azacru.player.unitOne' : 'azacru.player.unit'),
    chevrons:
      chevrons === 1
        ? t('azacru.player.chevronsOne')
        : t('azacru.player.chevrons', { count: chevrons }),
  };
}
