// CLI: `npm run -s simulate -- [--game ID] ...` plays bots-only games on the game's fast loop and prints figures as JSON.
import { runCliAsync, UsageError } from './args';
import { gameArgs, loadCli } from './game-cli';

const USAGE = "npm run -s simulate -- [--game azuma|bonanza] <the game's options>";

void runCliAsync('simulate', USAGE, async () => {
  const { game, rest } = gameArgs(process.argv.slice(2));
  const cli = await loadCli(game);
  try {
    cli.simulate(rest, (text) => process.stdout.write(`${text}\n`));
  } catch (err) {
    if (err instanceof UsageError) err.usage = cli.usage.simulate;
    throw err;
  }
});
