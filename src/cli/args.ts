// A small strict parser for `--name value` command-line options, shared by the CLI tools.

export class UsageError extends Error {
  /** The usage line of the command that was asked for (a game's own), when known. */
  usage?: string;
}

export type Spec = Record<string, { parse: (raw: string) => unknown; fallback?: unknown }>;

/** Parses `--key value` pairs per spec; unknown or malformed options throw UsageError. */
export function parseArgs<S extends Spec>(
  argv: readonly string[],
  spec: S,
): { [K in keyof S]: unknown } {
  const out: Record<string, unknown> = {};
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i] ?? '';
    const value = argv[i + 1];
    const key = flag.replace(/^--/, '');
    if (!flag.startsWith('--') || !(key in spec)) throw new UsageError(`unknown option ${flag}`);
    if (value === undefined || value.startsWith('--'))
      throw new UsageError(`${flag} needs a value`);
    const parsed = spec[key]!.parse(value);
    if (parsed === undefined) throw new UsageError(`bad value for ${flag}: ${value}`);
    out[key] = parsed;
  }
  for (const [key, s] of Object.entries(spec)) {
    if (!(key in out)) {
      if (s.fallback === undefined) throw new UsageError(`--${key} is required`);
      out[key] = s.fallback;
    }
  }
  return out as { [K in keyof S]: unknown };
}

export const int = (lo: number, hi: number) => (raw: string) => {
  const n = Number(raw);
  return /^-?\d+$/.test(raw) && n >= lo && n <= hi ? n : undefined;
};

export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: string) =>
    (values as readonly string[]).includes(raw) ? (raw as T) : undefined;

/** Runs a CLI main; a UsageError prints the usage and exits 2; any other error one line, exit 2. */
export function runCli(name: string, usage: string, main: () => void): void {
  try {
    main();
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`${name}: ${err.message}\nusage: ${usage}\n`);
    } else {
      process.stderr.write(`${name}: ${err instanceof Error ? err.message : String(err)}\n`);
    }
    process.exit(2);
  }
}

/** runCli for a main that awaits (a game's command line is loaded by URL). */
export async function runCliAsync(
  name: string,
  usage: string,
  main: () => Promise<void>,
): Promise<void> {
  try {
    await main();
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`${name}: ${err.message}\nusage: ${err.usage ?? usage}\n`);
    } else {
      process.stderr.write(`${name}: ${err instanceof Error ? err.message : String(err)}\n`);
    }
    process.exit(2);
  }
}
