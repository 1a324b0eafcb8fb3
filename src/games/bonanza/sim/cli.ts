// The command lines `simulate --game bonanza` and `arena --game bonanza`: arguments in, JSON or a table out.
import { int, oneOf, parseArgs, UsageError } from '../../../cli/args';
import { SKILLS, type Skill } from '../bots/params';
import { PRESET_IDS, type PresetId } from '../bots/presets';
import { MAX_PLAYERS, MIN_PLAYERS } from '../rules/options';
import { arenaBonanza } from './arena';
import { simulateBonanza } from './simulate';

export const SIMULATE_USAGE =
  'npm run -s simulate -- --game bonanza --players 2..9 --games N --seed S [--bots expert,basic,...]';
export const ARENA_USAGE =
  'npm run -s arena -- --game bonanza --games N --players 2..9 --bots expert,basic,... --seed S [--preset relaxed|normal|quick|lightning] [--format table|json]';

const skills = (raw: string) => {
  const list = raw.split(',');
  return list.every((s) => SKILLS.includes(s as Skill)) ? (list as Skill[]) : undefined;
};

/** The simulator from its arguments (without --game); writes its JSON report. */
export function bonanzaSimulate(argv: readonly string[], write: (text: string) => void): void {
  {
    const a = parseArgs(argv, {
      players: { parse: int(MIN_PLAYERS, MAX_PLAYERS) },
      games: { parse: int(1, 1_000_000) },
      seed: { parse: int(0, 0xffffffff) },
      bots: { parse: skills, fallback: null },
    });
    const bots = a.bots as Skill[] | null;
    if (bots && bots.length !== a.players) {
      throw new UsageError(`--bots lists ${bots.length} skills for ${String(a.players)} players`);
    }
    const report = simulateBonanza({
      players: a.players as number,
      games: a.games as number,
      seed: a.seed as number,
      ...(bots ? { bots } : {}),
    });
    write(JSON.stringify(report, null, 2));
  }
}

/** The arena from its arguments (without --game); writes its table or JSON. */
export function bonanzaArena(argv: readonly string[], write: (text: string) => void): void {
  {
    const a = parseArgs(argv, {
      games: { parse: int(1, 10_000_000) },
      players: { parse: int(MIN_PLAYERS, MAX_PLAYERS) },
      bots: { parse: skills },
      seed: { parse: int(0, 0xffffffff) },
      preset: { parse: oneOf(PRESET_IDS), fallback: 'normal' },
      format: { parse: oneOf(['json', 'table'] as const), fallback: 'table' },
    });
    const bots = a.bots as Skill[];
    if (bots.length !== a.players) {
      throw new UsageError(`--bots lists ${bots.length} skills for ${String(a.players)} players`);
    }
    const r = arenaBonanza({
      players: a.players as number,
      games: a.games as number,
      bots,
      seed: a.seed as number,
      preset: a.preset as PresetId,
    });
    if (a.format === 'json') {
      write(JSON.stringify(r, null, 2));
      return;
    }
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
    const lines = [
      `arena: BONANZA RUMMY, ${r.players} players, ${r.games} games, ${r.hands} hands, seed ${r.seed} (${r.wallMs} ms)`,
      'bot  skill    chips/game  95% CI              won    95% CI            decision us (max)   think ms',
      ...r.bots.map(
        (b) =>
          `${String(b.bot).padEnd(4)} ${b.skill.padEnd(8)} ${b.meanChips.toFixed(2).padStart(10)}  ` +
          `[${b.chipsCi95[0].toFixed(2)}, ${b.chipsCi95[1].toFixed(2)}]`.padEnd(20) +
          `${pct(b.winShare).padStart(6)} ` +
          `[${pct(b.winCi95[0])}, ${pct(b.winCi95[1])}]`.padEnd(18) +
          `${b.decisionMicros.toFixed(1).padStart(8)} (${b.maxDecisionMicros.toFixed(0)})`.padEnd(
            20,
          ) +
          `${String(b.thinkMs).padStart(8)}`,
      ),
    ];
    write(lines.join('\n'));
  }
}
