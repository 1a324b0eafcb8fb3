// AZUMA's command line: the referee for its records, the simulator on the fast loop, the arena.
import { InputError } from '../../lib/input-error';
import { int, oneOf, parseArgs, UsageError } from '../../cli/args';
import type { GameCli } from '../cli';
import { SKILLS, type Skill } from './bots/params';
import { PRESET_IDS, type PresetId } from './bots/presets';
import { EDITION_IDS, type EditionId, type PlayerCount } from './rules/editions';
import { RecordError } from './rules/record';
import { referee } from './rules/referee';
import { arena } from './sim/arena';
import { type Engine, simulate } from './sim/simulate';

const SIMULATE =
  'npm run -s simulate -- --edition azuma|zuma-de|zuma-fr --players 3..6 --games N --seed S [--preset relaxed|normal|quick|lightning] [--engine loop|machine]';
const ARENA =
  'npm run -s arena -- --games N --players 3..6 --edition azuma|zuma-de|zuma-fr --bots expert,basic,... --seed S [--preset relaxed|normal|quick|lightning] [--format json|table]';

const skills = (raw: string) => {
  const list = raw.split(',');
  return list.every((s) => SKILLS.includes(s as Skill)) ? (list as Skill[]) : undefined;
};

export const cli: GameCli = {
  usage: { simulate: SIMULATE, arena: ARENA },

  referee(value) {
    try {
      return referee(value);
    } catch (err) {
      if (err instanceof RecordError) throw new InputError(err.message);
      throw err;
    }
  },

  simulate(argv, write) {
    const args = parseArgs(argv, {
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
    write(JSON.stringify(report, null, 2));
  },

  arena(argv, write) {
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
      write(JSON.stringify(r, null, 2));
      return;
    }
    const lines = [
      `arena: ${r.edition}, ${r.players} players, ${r.games} games, reaction preset ${r.preset} at every seat (${r.wallMs} ms)`,
      'seat  skill    win rate  95% CI            mean points  recognition ms  reaction ms  act decision us',
      ...r.seats.map(
        (s) =>
          `${String(s.seat).padEnd(5)} ${s.skill.padEnd(8)} ${(s.winRate * 100).toFixed(1).padStart(7)}%  ` +
          `[${(s.ci95[0] * 100).toFixed(1)}%, ${(s.ci95[1] * 100).toFixed(1)}%]`.padEnd(18) +
          `${s.meanPoints.toFixed(2).padStart(11)}  ${s.meanRecognitionMs.toFixed(0).padStart(14)}  ${s.meanReactionMs.toFixed(0).padStart(11)}  ${s.passDecisionMicros.toFixed(2).padStart(15)}`,
      ),
    ];
    write(lines.join('\n'));
  },
};
