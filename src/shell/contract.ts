// What a game is to the shell: the contract every game module keeps (the shell knows games only through it).
import type { ComponentType } from 'react';
import type { SoundBank } from './audio/bank';
import type { ShellSettings } from './settings';

/** A game's settings: defaults, reading untrusted stored data, migration, link parameters. */
export interface SettingsCodec<S> {
  readonly defaults: S;
  /** Every bad field falls back to its default and is named in `problems`. */
  read(value: unknown): { readonly settings: S; readonly problems: readonly string[] };
  /** Its part of the settings stored by the version before the game box (one flat object), if it had one. */
  fromLegacy?(value: unknown): { readonly settings: S; readonly problems: readonly string[] };
  /**
   * A quick start's link parameters on top of the settings (tests, shared links); a bad one is
   * ignored and named in `problems`.
   */
  fromUrl?(
    search: URLSearchParams,
    settings: S,
  ): { readonly settings: S; readonly problems: readonly string[] };
}

/** A stored game as the start screen offers it: resumable, finished (cleared, never offered), or broken. */
export type StoredGame =
  | { readonly kind: 'none' }
  | { readonly kind: 'over' }
  | { readonly kind: 'ok'; readonly save: unknown }
  | { readonly kind: 'broken'; readonly reason: string };

/** A game's saved game: versioned text in, a game to resume (or why not) out. */
export interface SaveCodec {
  /** Reads stored text; never throws: a bad save is 'broken' with the reason in words. */
  read(text: string): StoredGame;
  /** Where a saved game stands, in words of the current language ("round 2, hand 5"). */
  describe(save: unknown): string;
}

/** Where a running game writes its save (the shell's store for this game). */
export interface SaveSlot {
  /** Writes the save; false when the device refuses. */
  write(text: string): boolean;
  clear(): void;
}

/** How a game starts: a new one, the tutorial, or a saved one to resume; a seed and the link. */
export interface GameRequest {
  readonly kind: 'new' | 'tutorial' | 'resume';
  /** A fixed seed from the link (tests, shared deals); null: a fresh random one. */
  readonly seed: number | null;
  /** The saved game to resume (what the save codec read). */
  readonly restore?: unknown;
  /** The link's parameters (quick starts for tests: timing...). */
  readonly search: string;
}

/** What the shell gives a running game's screen. */
export interface ScreenProps<S> {
  readonly settings: S;
  readonly shell: ShellSettings;
  /** The table keeps still: the box's "Reduce motion" setting or the device's preference. */
  readonly reducedMotion: boolean;
  readonly request: GameRequest;
  readonly saves: SaveSlot;
  readonly sounds: SoundBank;
  /**
   * Another game: the same kind again, but after the hints game (request kind 'tutorial') a real one
   * with the person's settings; its end screen says so ("Play a game", not "Play again").
   */
  readonly onAgain: () => void;
  readonly onLeave: () => void;
}

export interface SetupProps<S> {
  readonly settings: S;
  readonly onChange: (settings: S) => void;
  readonly shell: ShellSettings;
}

export interface RulesProps<S> {
  readonly settings: S;
  readonly onBack: () => void;
  /** Starts the game's first hand with hints, when it has one. */
  readonly onTutorial?: () => void;
}

/**
 * A game module: its texts, settings, saves, start screen section, rules page, stats and its screen
 * (which runs the game: its machine and bots, table scene, overlay, sounds). Its referee, simulator
 * and arena are its command-line module, named in the registry.
 */
export interface GameModule<S> {
  readonly id: string;
  /** Registers the game's texts; resolves when the current language's are here. */
  textsReady(): Promise<boolean>;
  /** Its line under the box's title on the start screen (a text key of its own). */
  readonly tagline: string;
  readonly settings: SettingsCodec<S>;
  readonly save: SaveCodec;
  /**
   * Keys the version before the game box stored this game's data under, by the name the game now
   * uses in its own storage ("save", "stats"...): the shell moves them once.
   */
  readonly legacyKeys?: Readonly<Record<string, string>>;
  /** The start screen's section for this game: its table set-up. */
  readonly Setup: ComponentType<SetupProps<S>>;
  /** The game's own options on the settings page (below the box's). */
  readonly Preferences?: ComponentType<SetupProps<S>>;
  /** Lifetime stats on the start screen (it shows nothing until there are any). */
  readonly Stats?: ComponentType;
  /**
   * The rules page, loaded when first opened (`src/games/<id>/rules-page.ts`, a chunk of its own:
   * not loaded to play), resolving once its texts in the current language are here.
   */
  loadRules(): Promise<{ readonly default: ComponentType<RulesProps<S>> }>;
  /** Whether the game has a first hand with hints (the start screen offers it). */
  readonly tutorial: boolean;
  /** The start screen's label for it, a text key of the game's own (default: the box's "First hand with hints"). */
  readonly tutorialLabel?: string;
  /** The running game (table, overlay, sounds), loaded when a game starts. */
  loadScreen(): Promise<{ readonly default: ComponentType<ScreenProps<S>> }>;
}

declare const settingsBrand: unique symbol;
/** A game's settings as the shell holds them: opaque, only ever handed back to the same game. */
export interface GameSettings {
  readonly [settingsBrand]: true;
}

/** A game module with its settings type hidden, as the registry hands it to the shell. */
export type Game = GameModule<GameSettings>;

/**
 * Hides a module's settings type. Sound because the shell never makes settings itself: every value
 * it passes to a module's parts came from that module's own codec or Setup.
 */
export function defineGame<S>(module: GameModule<S>): Game {
  return module as unknown as Game;
}
