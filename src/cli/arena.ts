// CLI: `npm run -s arena -- --games 2000 --players 4 --edition zuma-de --bots expert,basic,basic,random --seed 7`.
import { arena } from '../games/azuma/sim/arena';
import { PRESET_IDS, type PresetId } from '../games/azuma/bots/presets';
import { SKILLS, type Skill } from '../games/azuma/bots/params';
import { EDITION_IDS, type EditionId, type PlayerCount } from '../games/azuma/rules/editions';
import { int, oneOf, parseArgs, runCli, UsageError } from './args';
import { asksForBonanza, arenaCli } from '../games/bonanza/sim/cli';

const USAGE =
  'npm run -s arena -- --games N --players 3..6 --edition azuma|zuma-de|zuma-fr --bots expert,basic,... --seed S [--preset relaxed|normal|quick|lightning] [--format json|table]';

const skills = (raw: string) => {
  const list = raw.split(',');
  return list.every((s) => SKILLS.includes(s as Skill)) ? (list as Skill[]) : undefined;
};

// `--game bonanza`: BONANZA RUMMY's arena (src/games/bonanza/sim/cli.ts), which exits when done.
if (asksForBonanza(process.argv)) arenaCli(process.argv.slice(2));

runCli('arena', USAGE, () => {
  const a = parseArgs(process.argv.slice(2), {
    games: { parse: int(1, 10_000_000) },
    players: { parse: int(3, 6) },
    edition: { parse: oneOf(EDITION_IDS) },
    bots: { parse: skills },
    seed: { parse: int(0, 0xffffffff) },
    preset: { parse: oneOf(PRESET_IDS), fallback: 'normal' },
    format: { parse: oneOf(['json', 'table'] as const), fallback: 'table' },
  });
  const bots = a.bots as Skill[];
  if (bots.length !== a.players)
    throw new UsageError(`--bots lists ${bots.length} skills for ${String(a.players)} players`);
  const r = arena({
    edition: a.edition as EditionId,
    players: a.players as PlayerCount,
    games: a.games as number,
    seed: a.seed as number,
    skills: bots,
    preset: a.preset as PresetId,
  });
  if (a.format === 'json') {
    process.stdout.write(`${JSON.stringify(r, null, 2)}\n`);
    return;
  }
  const lines = [
    `arena: ${r.edition}, ${r.players} players, ${r.games} games, reaction preset ${r.preset} at every seat (${r.wallMs} ms)`,
    'seat  skill    win rate  95% CI            mean points  recognition ms  reaction ms  pass decision us',
    ...r.seats.map(
      (s) =>
        `${String(s.seat).padEnd(5)} ${s.skill.padEnd(8)} ${(s.winRate * 100).toFixed(1).padStart(7)}%  ` +
        `[${(s.ci95[0] * 100).toFixed(1)}%, ${(s.ci95[1] * 100).toFixed(1)}%]`.padEnd(18) +
        `${s.meanPoints.toFixed(2).padStart(11)}  ${s.meanRecognitionMs.toFixed(0).padStart(14)}  ${s.meanReactionMs.toFixed(0).padStart(11)}  ${s.passDecisionMicros.toFixed(2).padStart(16)}`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
});
