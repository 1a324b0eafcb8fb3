// CLI: `npm run -s arena -- --games 2000 --players 4 --edition zuma-de --bots expert,basic,basic,random --seed 7`.
import { arena } from '../../statecharts/arena';
import { AZACRU_ARENA_USAGE, azacruArenaMain } from '../games/azacru/sim/arena-cli';
import { PRESET_IDS, type PresetId } from '../bots/presets';
import { SKILLS, type Skill } from '../bots/params';
import { EDITION_IDS, type EditionId, type PlayerCount } from '../rules/editions';
import { int, oneOf, parseArgs, runCli, UsageError } from './args';

const USAGE =
  'npm run -s arena -- --games N --players 3..6 --edition azuma|zuma-de|zuma-fr --bots expert,basic,... --seed S [--preset relaxed|normal|quick|lightning] [--format json|table]';

const skills = (raw: string) => {
  const list = raw.split(',');
  return list.every((s) => SKILLS.includes(s as Skill)) ? (list as Skill[]) : undefined;
};

// `--game azacru` runs the AZACRU arena with its own options; everything else is the AZUMA arena.
const argv = process.argv.slice(2);
const game = argv.indexOf('--game');
const azacru = game >= 0 && argv[game + 1] === 'azacru';

runCli('arena', azacru ? AZACRU_ARENA_USAGE : USAGE, () => {
  if (azacru) {
    const rest = [...argv.slice(0, game), ...argv.slice(game + 2)];
    azacruArenaMain(rest, (text) => process.stdout.write(`${text}\n`));
    return;
  }
  const a = parseArgs(argv, {
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
