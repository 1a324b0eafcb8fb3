// The sound bank: one howler sprite, unlocked on the first tap or key, with volume, mute and suspend.
import { Howl, Howler } from 'howler';
import { SPRITE, SPRITE_FILES, type SoundName } from './sprite';

export class SoundBank {
  private howl: Howl | null = null;
  private volume = 0.8;
  private muted = false;

  constructor(private readonly base = '/') {}

  /** Loads the sprite and resumes the audio context; call from a user gesture. */
  unlock(): void {
    if (!this.howl) {
      this.howl = new Howl({
        src: SPRITE_FILES.map((f) => `${this.base}${f}`),
        sprite: Object.fromEntries(
          Object.entries(SPRITE).map(([name, [start, length]]) => [name, [start, length]]),
        ) as Record<string, [number, number]>,
        preload: true,
      });
      Howler.volume(this.volume);
      Howler.mute(this.muted);
    }
    void Howler.ctx?.resume?.();
  }

  get unlocked(): boolean {
    return this.howl !== null;
  }

  setVolume(volume: number, muted: boolean): void {
    this.volume = volume;
    this.muted = muted;
    if (this.howl) {
      Howler.volume(volume);
      Howler.mute(muted);
    }
  }

  /** Plays a clip if sound is unlocked and not muted; returns whether it was started. */
  play(name: SoundName, volume = 1): boolean {
    if (!this.howl || this.muted || this.volume === 0) return false;
    const id = this.howl.play(name);
    this.howl.volume(volume, id);
    return true;
  }

  /** Tab hidden: stop the audio context; it resumes with `resume`. */
  suspend(): void {
    void Howler.ctx?.suspend?.();
  }

  resume(): void {
    if (this.howl) void Howler.ctx?.resume?.();
  }
}
