// Reads a saved game from outside (text or a value): a strict schema, then what it must mean; a clear message when refused.
import { decodeVersionedSave, SaveError } from '../../../lib/versioned-save';
import * as v from 'valibot';
import { ableToAnte } from '../rules/end';
import { MAX_STACK } from '../rules/options';
import { anteAmount, POKER_SPACE, SPACES } from '../rules/sheet';
import { newGame } from '../rules/state';
import { gameConfigOf, issueText, TableConfigSchema } from './config';
import { type BonanzaSave, SAVE_FORMAT, SAVE_VERSION } from './save';

export { SaveError };

const MAX_HANDS = 500;

export const SaveSchema = v.strictObject({
  format: v.literal(SAVE_FORMAT),
  version: v.literal(SAVE_VERSION),
  config: TableConfigSchema,
  hand: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_HANDS)),
  dealer: v.pipe(v.number(), v.integer(), v.minValue(0)),
  stacks: v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9 * MAX_STACK))),
  sheet: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9 * MAX_STACK))),
    v.length(SPACES.length, `the sheet must have ${SPACES.length} spaces`),
  ),
  out: v.array(v.boolean()),
});

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** What a well-formed save cannot mean in a real game, or null. */
export function saveProblem(save: BonanzaSave): string | null {
  const c = save.config;
  const n = c.players;
  if (save.stacks.length !== n || save.out.length !== n)
    return `stacks and seats out must list ${n} players`;
  if (save.hand >= c.options.deals)
    return `hand ${save.hand} of ${c.options.deals}: a finished game is not saved`;
  const chips = sum(save.stacks) + sum(save.sheet);
  const start = sum(c.stacks);
  if (chips !== start)
    return `chips are not conserved: ${chips} on the table, the players started with ${start}`;
  if (c.options.poker === 'off' && (save.sheet[POKER_SPACE] ?? 0) > 0)
    return 'chips on the poker space, but poker is off';
  if (save.dealer >= n) return `dealer ${save.dealer} is not a seat`;
  if (save.hand === 0) {
    if (save.out.some((o) => o) || save.stacks.some((x, p) => x !== c.stacks[p]))
      return 'before the first hand nobody is out and every stack is as it started';
    const first = newGame(gameConfigOf(c)).dealer;
    if (save.dealer !== first)
      return `before the first hand the dealer is ${first}, not ${save.dealer}`;
    return null;
  }
  if (save.out[save.dealer]) return `the dealer of hand ${save.hand} is out of the game`;
  const ante = anteAmount(c.options.poker !== 'off');
  const broke = save.out.findIndex((o, p) => o && (save.stacks[p] ?? 0) >= ante);
  if (broke >= 0) return `player ${broke} is out but could pay the ante`;
  const game = { ...newGame(gameConfigOf(c)), stacks: save.stacks, out: save.out };
  if (ableToAnte(game) < 2) return 'fewer than two players can ante: the game is over';
  return null;
}

/** A save from text or a parsed value; throws SaveError saying what is wrong. */
export function decodeSave(input: unknown): BonanzaSave {
  return decodeVersionedSave<BonanzaSave>(input, {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    game: 'a BONANZA RUMMY',
    schema: SaveSchema,
    issueText,
    problem: saveProblem,
  });
}
