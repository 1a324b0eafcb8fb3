// The games of the box, in one list: each one's id, its name, and where its module and its command line live.
import type { Game } from '../shell/contract';

export interface GameEntry {
  readonly id: string;
  /** The game's own name (a brand: not translated). */
  readonly title: string;
  /**
   * Its command-line module (referee, simulator, arena), by path from this file: a string, so the
   * browser build never bundles it; the CLI tools import it by URL.
   */
  readonly cli: string;
  /** Its module for the app (texts, settings, saves, screens), loaded when the game is shown. */
  readonly app?: () => Promise<{ readonly game: Game }>;
}

export const GAMES = [
  { id: 'azuma', title: 'AZUMA', cli: './azuma/cli.ts', app: () => import('./azuma/module') },
  {
    id: 'bonanza',
    title: 'BONANZA RUMMY',
    cli: './bonanza/cli.ts',
    app: () => import('./bonanza/module'),
  },
  { id: 'azacru', title: 'AZACRU', cli: './azacru/cli.ts', app: () => import('./azacru/module') },
] as const satisfies readonly GameEntry[];

export type GameId = (typeof GAMES)[number]['id'];

export function gameEntry(id: string): GameEntry | undefined {
  return (GAMES as readonly GameEntry[]).find((g) => g.id === id);
}

/** The games the app can play (those with an app module), in the list's order. */
export function playableGames(): readonly GameEntry[] {
  return (GAMES as readonly GameEntry[]).filter((g) => g.app !== undefined);
}
