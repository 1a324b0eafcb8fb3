// Benchmark: the headless table simulator (XState machine + bots) per edition at 6 players; prints figures.
import { simulate } from '../src/games/azuma/sim/simulate';
import { EDITION_IDS } from '../src/games/azuma/rules';

const games = Number(process.argv[2] ?? 200);
for (const edition of EDITION_IDS) {
  const r = simulate({ edition, players: 6, games, seed: 1 });
  console.log(
    `${edition.padEnd(8)} ${games} games of 6 bots: ${r.gamesPerSecond} games/s (full XState table, one core), ` +
      `${r.handsPerGame} hands/game, ${r.callsPerHand.mean} calls/hand (p95 ${r.callsPerHand.p95}), ` +
      `${r.redealsAfterStalls} redeals, ${r.invariantViolations} invariant violations`,
  );
}
