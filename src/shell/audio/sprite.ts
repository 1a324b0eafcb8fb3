// The sound sprite's clips: names and [offset, duration] in ms, as written by scripts/make-sounds.sh.
import map from './sprite.json';

export type SoundName = keyof typeof map;

export const SPRITE: Readonly<Record<SoundName, readonly [number, number]>> = map as Record<
  SoundName,
  [number, number]
>;

export const SPRITE_FILES = ['sounds/azuma.ogg', 'sounds/azuma.mp3'] as const;
