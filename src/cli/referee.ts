// CLI: `npm run -s referee -- <record.json>` prints the score sheet as JSON; exit 2 with one line on bad input.
import { readFileSync } from 'node:fs';
import { AzacruRecordError, refereeAzacru } from '../games/azacru/rules/referee';
import { RecordError } from '../rules/record';
import { referee } from '../rules/referee';

/** Records are small; anything bigger is refused before parsing. */
const MAX_CHARS = 8 * 1024 * 1024;

function fail(message: string): never {
  process.stderr.write(`referee: ${message.replace(/\s*\n\s*/g, ' ')}\n`);
  process.exit(2);
}

function main(args: readonly string[]): void {
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
  // A record that names its game is refereed by that game's rules (AZACRU); AZUMA records name an edition.
  const game = typeof value === 'object' && value !== null && 'game' in value;
  try {
    const verdict = game ? refereeAzacru(value) : referee(value);
    process.stdout.write(`${JSON.stringify(verdict, null, 2)}\n`);
  } catch (err) {
    if (err instanceof RecordError || err instanceof AzacruRecordError) fail(err.message);
    fail(`internal error: ${err instanceof Error ? err.message : String(err)}`);
  }
}

main(process.argv.slice(2));
