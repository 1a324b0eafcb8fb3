// Race table: the share of bot-opened grab windows in which a modelled person gets a stick, per preset and person speed.
import { matchedTiming } from '../src/games/azuma/bots/matched';
import { PRESET_IDS } from '../src/games/azuma/bots/presets';
import { presetTiming, race } from '../src/games/azuma/sim/race';

/** The person's cue-to-touch medians of the table (ms). */
export const PERSON_MEDIANS = [450, 550, 650, 750, 900] as const;

export interface RaceRow {
  readonly preset: string;
  /** Share (0..1) per person median, and the bot-opened windows it was counted over. */
  readonly cells: readonly {
    readonly medianMs: number;
    readonly share: number;
    readonly windows: number;
  }[];
}

/** AZUMA, 4 players, `games` seeded games per cell (about 7.7 bot-opened windows a game). */
export function raceFigures(games = 1400): RaceRow[] {
  const rows = [...PRESET_IDS, 'matched'] as const;
  return rows.map((preset) => ({
    preset,
    cells: PERSON_MEDIANS.map((medianMs) => {
      const bots = preset === 'matched' ? matchedTiming(medianMs, 4) : presetTiming(preset);
      const r = race({
        edition: 'azuma',
        players: 4,
        games,
        seed: 1,
        personMedianMs: medianMs,
        bots,
      });
      return { medianMs, share: r.share, windows: r.windows };
    }),
  }));
}

export function printRaceTable(rows: readonly RaceRow[], log: (line: string) => void): void {
  log(`  preset     ${PERSON_MEDIANS.map((m) => `person ${m} ms`.padStart(15)).join('')}`);
  for (const row of rows)
    log(
      `  ${row.preset.padEnd(10)} ${row.cells
        .map((c) => `${(c.share * 100).toFixed(0)} % (${c.windows})`.padStart(15))
        .join('')}`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    'Races (AZUMA, 4 players): share of bot-opened windows in which the person gets a stick (windows counted)',
  );
  printRaceTable(raceFigures(Number(process.argv[2] ?? 1400)), console.log);
}
