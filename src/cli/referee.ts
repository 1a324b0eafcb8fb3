// CLI: `npm run -s referee -- <record.json>` prints the record's result as JSON; exit 2 with one line on bad input.
import { readFileSync } from 'node:fs';
import { InputError } from '../lib/input-error';
import { gameEntry, GAMES } from '../games/registry';
import { loadCli } from './game-cli';

/** Records are small; anything bigger is refused before parsing. */
const MAX_CHARS = 8 * 1024 * 1024;
/** A refusal quotes at most this much of the input, and the whole line stays short. */
const MAX_LINE = 400;

function fail(message: string): never {
  const line = `referee: ${message.replace(/\s*\n\s*/g, ' ')}`;
  process.stderr.write(`${line.length > MAX_LINE ? `${line.slice(0, MAX_LINE - 3)}...` : line}\n`);
  process.exit(2);
}

async function main(args: readonly string[]): Promise<void> {
  const file = args[0];
  if (args.length !== 1 || file === undefined) fail('usage: npm run -s referee -- <record.json>');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    fail(`cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : (code ?? 'read error')}`);
  }
  if (text.length > MAX_CHARS)
    fail(`${file} holds ${text.length} characters, more than a record can (${MAX_CHARS})`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    fail(`malformed JSON in ${file}: ${(err as Error).message}`);
  }
  // The record names its game; AZUMA's records (from before the box had other games) name none.
  const named =
    typeof value === 'object' && value !== null && !Array.isArray(value) && 'game' in value
      ? (value as { game: unknown }).game
      : 'azuma';
  if (typeof named !== 'string' || !gameEntry(named))
    fail(`"game" must be one of ${GAMES.map((g) => `"${g.id}"`).join(', ')}`);
  try {
    const cli = await loadCli(named);
    process.stdout.write(`${JSON.stringify(cli.referee(value), null, 2)}\n`);
  } catch (err) {
    if (err instanceof InputError) fail(err.message);
    fail(`internal error: ${err instanceof Error ? err.message : String(err)}`);
  }
}

void main(process.argv.slice(2));
