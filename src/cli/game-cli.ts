// Finds a game's command-line module through the registry (by URL: the browser build never sees it).
import { gameEntry, GAMES } from '../games/registry';
import type { GameCli } from '../games/cli';
import { UsageError } from './args';

const REGISTRY = new URL('../games/registry.ts', import.meta.url);

/** The game a command line asks for (`--game ID`, AZUMA by default) and the arguments left. */
export function gameArgs(argv: readonly string[]): { game: string; rest: string[] } {
  const i = argv.indexOf('--game');
  if (i < 0) return { game: 'azuma', rest: argv.slice() };
  const game = argv[i + 1];
  if (game === undefined || !gameEntry(game))
    throw new UsageError(`--game must be one of ${GAMES.map((g) => g.id).join(', ')}`);
  return { game, rest: [...argv.slice(0, i), ...argv.slice(i + 2)] };
}

export async function loadCli(game: string): Promise<GameCli> {
  const entry = gameEntry(game);
  if (!entry) throw new UsageError(`no game called ${game}`);
  const mod = (await import(new URL(entry.cli, REGISTRY).href)) as { cli: GameCli };
  return mod.cli;
}
