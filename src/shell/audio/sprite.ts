// The sound sprite's clips: names and [offset, duration] in ms, as written by scripts/make-sounds.sh.
import type { EditionId } from '../../games/azuma/rules';
import type { Language } from '../../games/azuma/settings';
import map from './sprite.json';

export type SoundName = keyof typeof map;

export const SPRITE: Readonly<Record<SoundName, readonly [number, number]>> = map as Record<
  SoundName,
  [number, number]
>;

/** The caller's word in the edition ("AZUMA!" or "ZUMA!"), in the language's voice. */
export function callClip(edition: EditionId, language: Language): SoundName {
  return `call-${edition === 'azuma' ? 'azuma' : 'zuma'}-${language}`;
}

export const SPRITE_FILES = ['sounds/azuma.ogg', 'sounds/azuma.mp3'] as const;
