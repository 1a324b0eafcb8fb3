// The shape of AZUMA's saved game as a strict valibot schema: our own format, so no unknown key and every number in range.
import * as v from 'valibot';
import { BotParamsSchema } from '../bots/params';
import { EDITION_IDS, PLAYER_COUNTS } from '../rules/editions';
import { OptionsSchema } from '../rules/options';

const MAX_COUNT = 1_000_000;
const MAX_MS = 60_000;
const MAX_NAME = 40;
const MAX_STACKED = 100;
const MAX_CARD = 42;

const whole = (what: string, lo: number, hi: number) => {
  const message = `${what} must be a whole number from ${lo} to ${hi}`;
  return v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(lo, message),
    v.maxValue(hi, message),
  );
};

const ms = (what: string) => {
  const message = `${what} must be between 0 and ${MAX_MS}`;
  return v.pipe(
    v.number(message),
    v.finite(message),
    v.minValue(0, message),
    v.maxValue(MAX_MS, message),
  );
};

const unknownKey = (where: string) => (issue: v.BaseIssue<unknown>) =>
  `unknown field ${issue.received} in ${where}`;

const name = v.pipe(
  v.string('a seat name must be text'),
  v.maxLength(MAX_NAME, 'a seat name is too long'),
);

const SeatSchema = v.variant(
  'kind',
  [
    v.strictObject({ kind: v.literal('person'), name }, unknownKey('a seat')),
    v.strictObject({ kind: v.literal('bot'), name, bot: BotParamsSchema }, unknownKey('a seat')),
  ],
  'a seat must be a person or a bot',
);

const TimingSchema = v.strictObject(
  {
    dealMs: ms('timing.dealMs'),
    callIntervalMs: ms('timing.callIntervalMs'),
    quicken: v.pipe(
      v.number('timing.quicken must be between 0 and 1'),
      v.finite('timing.quicken must be between 0 and 1'),
      v.minValue(0, 'timing.quicken must be between 0 and 1'),
      v.maxValue(1, 'timing.quicken must be between 0 and 1'),
    ),
    minCallIntervalMs: ms('timing.minCallIntervalMs'),
    slideMs: ms('timing.slideMs'),
    pickupMs: ms('timing.pickupMs'),
    revealMs: ms('timing.revealMs'),
    handEndMs: ms('timing.handEndMs'),
  },
  unknownKey('timing'),
);

const card = whole('a card of a stacked deal', 0, MAX_CARD);

export const ConfigSchema = v.strictObject(
  {
    edition: v.picklist(EDITION_IDS, 'unknown edition'),
    players: v.picklist(PLAYER_COUNTS, 'players must be 3 to 6'),
    options: OptionsSchema,
    seed: whole('seed', 0, 0xffffffff),
    seats: v.array(SeatSchema, 'one seat per player is needed'),
    timing: TimingSchema,
    firstDealer: v.optional(whole('the first dealer', 0, 5)),
    stackedDeals: v.optional(
      v.pipe(
        v.array(
          v.array(
            v.array(card, 'a stacked hand must be a list of cards'),
            'a stacked deal must be a list of hands',
          ),
          'stacked deals must be a list of deals',
        ),
        v.maxLength(MAX_STACKED, 'too many stacked deals'),
      ),
    ),
  },
  unknownKey('the config'),
);

const IMPOSSIBLE = 'a cell of the sheet holds an impossible value';
const CellSchema = v.union(
  [
    v.null(),
    v.literal('X'),
    v.pipe(
      v.number(IMPOSSIBLE),
      v.integer(IMPOSSIBLE),
      v.minValue(1, IMPOSSIBLE),
      v.maxValue(3, IMPOSSIBLE),
    ),
  ],
  IMPOSSIBLE,
);

const RoundSchema = v.strictObject(
  {
    cells: v.array(
      v.array(CellSchema, 'a row of the sheet is malformed'),
      'a round of the sheet is malformed',
    ),
    hands: whole('the hands of a round', 1, MAX_COUNT),
  },
  unknownKey('a round of the sheet'),
);

const points = (what: string) =>
  v.array(whole(`a ${what} entry`, -MAX_COUNT, MAX_COUNT), `the ${what} column is malformed`);

/** The options as a sheet holds them: every one resolved. */
const ResolvedOptionsSchema = v.strictObject(
  {
    tiebreak: v.boolean('the sheet options are malformed'),
    endStuckRound: v.boolean('the sheet options are malformed'),
    stallLimit: v.number('the sheet options are malformed'),
    grabWindowMs: v.number('the sheet options are malformed'),
    fivePlayerDouble: v.picklist(['first', 'second'], 'the sheet options are malformed'),
    maxHandsPerRound: v.nullable(v.number('the sheet options are malformed')),
  },
  unknownKey('the sheet options'),
);

export const BookSchema = v.strictObject(
  {
    edition: v.picklist(EDITION_IDS, 'the score sheet belongs to another game'),
    players: v.picklist(PLAYER_COUNTS, 'the score sheet belongs to another game'),
    options: ResolvedOptionsSchema,
    colours: v.array(
      v.picklist(['yellow', 'blue', 'pink', 'red', 'violet'], 'the sheet colours are wrong'),
      'the sheet colours are wrong',
    ),
    rounds: v.pipe(
      v.array(RoundSchema, 'the sheet rounds are malformed'),
      v.maxLength(3, 'the sheet rounds are malformed'),
    ),
    round: whole('the round', 0, 3),
    montezuma: points('montezuma'),
    tiebreak: points('tiebreak'),
    phase: v.picklist(['round', 'tiebreak', 'over'], 'the round or phase is malformed'),
    winners: v.array(whole('a winner', 0, 5), 'the winners are malformed'),
    hands: whole('the hands of the sheet', 0, MAX_COUNT),
  },
  unknownKey('the score sheet'),
);

const player = whole('the player of a logged event', 0, 5);
const time = v.pipe(
  v.number('a logged time must be a number'),
  v.finite('a logged time must be a number'),
  v.minValue(0, 'a logged time cannot be negative'),
);

const EventSchema = v.variant(
  'type',
  [
    v.strictObject(
      { type: v.literal('CHOOSE'), player, card: whole('a logged card', 0, MAX_CARD) },
      unknownKey('a logged event'),
    ),
    v.strictObject(
      { type: v.literal('GRAB'), player, stick: whole('a logged stick', 0, 4), at: time },
      unknownKey('a logged event'),
    ),
    v.strictObject({ type: v.literal('FAKE'), player }, unknownKey('a logged event')),
    v.strictObject(
      {
        type: v.literal('TURN_BOARD'),
        player,
        rotation: v.pipe(
          v.number('a logged rotation must be a number'),
          v.finite('a logged rotation must be a number'),
        ),
      },
      unknownKey('a logged event'),
    ),
    v.strictObject(
      {
        type: v.literal('PLACE_X'),
        player,
        colour: v.picklist(
          ['yellow', 'blue', 'pink', 'red', 'violet'],
          'a logged colour is unknown',
        ),
      },
      unknownKey('a logged event'),
    ),
  ],
  'a logged event is unknown',
);

const LoggedSchema = v.strictObject({ t: time, event: EventSchema }, unknownKey('the log'));

/** The whole save after its format and version: the config, the sheet, the hand to play next, the log. */
export const SaveBodySchema = v.strictObject(
  {
    format: v.literal('azuma3d-save'),
    version: v.literal(1),
    config: ConfigSchema,
    book: BookSchema,
    dealer: whole('the dealer', 0, 5),
    handNo: whole('the hand number', 1, MAX_COUNT),
    rotation: v.pipe(
      v.number('the board rotation must be a number'),
      v.finite('the board rotation must be a number'),
    ),
    redeals: whole('the redeals', 0, MAX_COUNT),
    log: v.array(LoggedSchema, 'the log is malformed'),
  },
  unknownKey('the save'),
);
