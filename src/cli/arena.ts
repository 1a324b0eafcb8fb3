// CLI: `npm run -s arena -- [--game ID] --games N ...` plays many bots-only games and prints per bot its results.
import { runCliAsync, UsageError } from './args';
import { gameArgs, loadCli } from './game-cli';

const USAGE = "npm run -s arena -- [--game azuma|bonanza|azacru] <the game's options>";

void runCliAsync('arena', USAGE, async () => {
  const { game, rest } = gameArgs(process.argv.slice(2));
  const cli = await loadCli(game);
  try {
    cli.arena(rest, (text) => process.stdout.write(`${text}\n`));
  } catch (err) {
    if (err instanceof UsageError) err.usage = cli.usage.arena;
    throw err;
  }
});
