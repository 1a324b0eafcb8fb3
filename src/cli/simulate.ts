// CLI: `npm run -s simulate -- --edition azuma --players 6 --games 1000 --seed 1` prints simulator figures as JSON
// (the fast loop; `--engine machine` plays the same games on the XState table).
import { PRESET_IDS } from '../games/azuma/bots/presets';
import { EDITION_IDS, type EditionId, type PlayerCount } from '../games/azuma/rules/editions';
import { type Engine, simulate } from '../games/azuma/sim/simulate';
import type { PresetId } from '../games/azuma/bots/presets';
import { int, oneOf, parseArgs, runCli } from './args';
import { asksForBonanza, simulateCli } from '../games/bonanza/sim/cli';

const USAGE =
  'npm run -s simulate -- --edition azuma|zuma-de|zuma-fr --players 3..6 --games N --seed S [--preset relaxed|normal|quick|lightning] [--engine loop|machine]';

// `--game bonanza`: BONANZA RUMMY's simulate (src/games/bonanza/sim/cli.ts), which exits when done.
if (asksForBonanza(process.argv)) simulateCli(process.argv.slice(2));

runCli('simulate', USAGE, () => {
  const args = parseArgs(process.argv.slice(2), {
    edition: { parse: oneOf(EDITION_IDS) },
    players: { parse: int(3, 6) },
    games: { parse: int(1, 1_000_000) },
    seed: { parse: int(0, 0xffffffff) },
    preset: { parse: oneOf(PRESET_IDS), fallback: 'normal' },
    engine: { parse: oneOf(['loop', 'machine'] as const), fallback: 'loop' },
  });
  const report = simulate({
    edition: args.edition as EditionId,
    players: args.players as PlayerCount,
    games: args.games as number,
    seed: args.seed as number,
    preset: args.preset as PresetId,
    engine: args.engine as Engine,
  });
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
});
