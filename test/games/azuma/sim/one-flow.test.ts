// One flow: the XState table and the fast loop play exactly the same game, with a random person among bots.
import { describe, expect, it } from 'vitest';
import { SteppingClock } from '../../../../src/lib/clock';
import type { EditionId, PlayerCount } from '../../../../src/games/azuma/rules';
import type { Skill } from '../../../../src/games/azuma/bots/params';
import type { TableEmitted } from '../../../../src/games/azuma/flow/types';
import { playGame } from '../../../../src/games/azuma/sim/loop';
import { botsConfig, startTable } from '../../../../statecharts/azuma/headless';
import { playWithPerson } from './person-inputs';

const EDITIONS: readonly EditionId[] = ['azuma', 'zuma-de', 'zuma-fr'];
const PLAYERS: readonly PlayerCount[] = [3, 4, 5, 6];
const SKILLS: readonly Skill[] = ['random', 'basic', 'expert'];
const GAMES_PER_TABLE = 85;

/** One game both ways; the mismatch in words, or null when they agree exactly. */
function compare(edition: EditionId, players: PlayerCount, seed: number): string | null {
  const config = botsConfig({
    edition,
    players,
    seed,
    people: [seed % players],
    skills: Array.from({ length: players }, (_, i) => SKILLS[(seed + i) % 3] as Skill),
    preset: (['relaxed', 'normal', 'quick', 'lightning'] as const)[seed % 4],
  });
  const clock = new SteppingClock();
  const actor = startTable(config, clock);
  const machine: string[] = [];
  actor.on('*', (e) => machine.push(JSON.stringify(e)));
  actor.start();
  const script = playWithPerson(actor, clock, seed % players, seed * 31 + 7);
  const m = actor.getSnapshot().context;
  actor.stop();
  const loop: string[] = [];
  const r = playGame(config, {
    script,
    onEmitted: (e: TableEmitted) => loop.push(JSON.stringify(e)),
  });
  const where = `${edition}, ${players} players, seed ${seed}`;
  if (!r.finished || m.phase !== 'over')
    return `${where}: not finished (${m.phase}, ${r.state.phase})`;
  for (let i = 0; i < Math.max(machine.length, loop.length); i += 1)
    if (machine[i] !== loop[i])
      return `${where}: event ${i} differs:\n  table ${machine[i]}\n  loop  ${loop[i]}`;
  if (JSON.stringify(m.book) !== JSON.stringify(r.state.book)) return `${where}: sheets differ`;
  if (JSON.stringify(m.log) !== JSON.stringify(r.state.log)) return `${where}: logs differ`;
  return null;
}

describe('one flow', () => {
  it(`the XState table and the fast loop play the same ${EDITIONS.length * PLAYERS.length * GAMES_PER_TABLE} games, event for event`, () => {
    const problems: string[] = [];
    let games = 0;
    for (const edition of EDITIONS)
      for (const players of PLAYERS)
        for (let g = 0; g < GAMES_PER_TABLE; g += 1) {
          const bad = compare(edition, players, 1 + g * 13 + players);
          games += 1;
          if (bad) problems.push(bad);
        }
    expect(games).toBeGreaterThanOrEqual(1000);
    expect(problems.slice(0, 3), `${problems.length} of ${games} games differ`).toEqual([]);
  }, 600_000);
});
