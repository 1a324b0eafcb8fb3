// AZACRU's command line: the referee for its records, and the arena (its bots-only games have no separate simulator).
import { InputError } from '../../lib/input-error';
import { UsageError } from '../../cli/args';
import type { GameCli } from '../cli';
import { AzacruRecordError, refereeAzacru } from './rules/referee';
import { AZACRU_ARENA_USAGE, azacruArenaMain } from './sim/arena-cli';

export const cli: GameCli = {
  usage: {
    simulate: 'npm run -s arena -- --game azacru ... (AZACRU has no separate simulator)',
    arena: AZACRU_ARENA_USAGE,
  },
  referee(value) {
    try {
      return refereeAzacru(value);
    } catch (err) {
      if (err instanceof AzacruRecordError) throw new InputError(err.message);
      throw err;
    }
  },
  simulate() {
    throw new UsageError('AZACRU has no simulator of its own: its arena plays bots-only games');
  },
  arena: azacruArenaMain,
};
