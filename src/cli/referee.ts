// CLI: `npm run -s referee -- <record.json>` prints the score sheet as JSON; exit 2 with one line on bad input.
import { readFileSync } from 'node:fs';
import { RecordError } from '../games/azuma/rules/record';
import { referee } from '../games/azuma/rules/referee';
import { refereeBonanza } from '../games/bonanza/rules/referee';

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
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    fail(`malformed JSON in ${file}: ${(err as Error).message}`);
  }
  try {
    // A record naming its game is a BONANZA RUMMY record (AZUMA records name an edition instead).
    if (typeof value === 'object' && value !== null && 'game' in value) {
      const r = refereeBonanza(value);
      if (!r.ok) fail(r.message);
      process.stdout.write(`${JSON.stringify(r.output, null, 2)}\n`);
      return;
    }
    process.stdout.write(`${JSON.stringify(referee(value), null, 2)}\n`);
  } catch (err) {
    if (err instanceof RecordError) fail(err.message);
    fail(`internal error: ${err instanceof Error ? err.message : String(err)}`);
  }
}

main(process.argv.slice(2));
