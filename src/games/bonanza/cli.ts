// BONANZA RUMMY's command line: the referee for its records, the simulator and the arena on the fast loop.
import { InputError } from '../../lib/input-error';
import type { GameCli } from '../cli';
import { refereeBonanza } from './rules/referee';
import { ARENA_USAGE, bonanzaArena, bonanzaSimulate, SIMULATE_USAGE } from './sim/cli';

export const cli: GameCli = {
  usage: { simulate: SIMULATE_USAGE, arena: ARENA_USAGE },
  referee(value) {
    const r = refereeBonanza(value);
    if (!r.ok) throw new InputError(r.message);
    return r.output;
  },
  simulate: bonanzaSimulate,
  arena: bonanzaArena,
};
