// A recorded game (the referee's input): size and depth limits, then the strict schema of BONANZA.md's record format.
import * as v from 'valibot';
import { CARD_NAMES } from './cards';
import { MAX_PLAYERS, MAX_STACK, MIN_PLAYERS, OptionsSchema } from './options';
import { describeIssue } from './issues';
import { quote } from './refusals';

/** Limits on untrusted input, checked before any schema runs. */
export const RECORD_LIMITS = { depth: 12, nodes: 200_000, stringLength: 200, hands: 1000 } as const;

/** A problem with the input's size or depth, or null. */
export function limitProblem(value: unknown): string | null {
  let nodes = 0;
  const stack: { x: unknown; depth: number }[] = [{ x: value, depth: 1 }];
  while (stack.length > 0) {
    const { x, depth } = stack.pop() as { x: unknown; depth: number };
    nodes += 1;
    if (nodes > RECORD_LIMITS.nodes)
      return `the record is too large (over ${RECORD_LIMITS.nodes} values)`;
    if (depth > RECORD_LIMITS.depth)
      return `the record is nested too deep (over ${RECORD_LIMITS.depth} levels)`;
    if (typeof x === 'string' && x.length > RECORD_LIMITS.stringLength) {
      return `a text of ${x.length} characters is too long: ${quote(x)}`;
    }
    if (typeof x === 'object' && x !== null) {
      for (const child of Array.isArray(x) ? x : Object.values(x)) {
        stack.push({ x: child, depth: depth + 1 });
      }
    }
  }
  return null;
}

const strict = <T extends v.ObjectEntries>(entries: T, what: string) =>
  v.strictObject(entries, (issue) =>
    issue.expected === 'never'
      ? `unknown key ${quote(issue.input)} in ${what}`
      : `${what} must be an object, got ${quote(issue.input)}`,
  );

const whole = (min: number, max: number, what: string) =>
  v.pipe(
    v.number(`${what} must be a number`),
    v.integer(`${what} must be a whole number`),
    v.minValue(min, (i) => `${what} ${quote(i.input)} is below ${min}`),
    v.maxValue(max, (i) => `${what} ${quote(i.input)} is above ${max}`),
  );

const seat = whole(0, MAX_PLAYERS - 1, 'player');
const cardName = v.picklist(CARD_NAMES, (issue) => `bad card name ${quote(issue.input)}`);
const cardList = (what: string, max = 53) =>
  v.pipe(
    v.array(cardName, `${what} must be a list of card names`),
    v.maxLength(max, `${what} lists more than ${max} cards`),
  );

const ShowSchema = strict({ p: seat, cards: cardList('shown cards', 3) }, 'a show');
const showList = v.optional(
  v.pipe(v.array(ShowSchema, 'shows must be a list'), v.maxLength(MAX_PLAYERS)),
);

const BidSchema = v.pipe(
  strict(
    {
      p: seat,
      bid: v.optional(whole(0, MAX_STACK * MAX_PLAYERS, 'bid')),
      pass: v.optional(v.literal(true, 'pass must be true')),
    },
    'a bid',
  ),
  v.check(
    (b) => (b.bid === undefined) !== (b.pass === undefined),
    'a bid has either "bid" or "pass": true',
  ),
);

const HandSchema = strict(
  {
    dealer: v.optional(seat),
    cards: v.pipe(
      v.array(cardList('a hand'), 'cards must be a list of hands'),
      v.maxLength(MAX_PLAYERS),
    ),
    widow: cardList('the widow'),
    choice: v.picklist(['swap', 'sell'], 'choice must be "swap" or "sell"'),
    bids: v.optional(v.pipe(v.array(BidSchema, 'bids must be a list'), v.maxLength(5000))),
    shows: v.optional(
      strict(
        { joker: showList, queenJack: showList, sequence: showList, tenTwo: showList },
        'shows',
      ),
    ),
    poker: v.optional(
      strict(
        {
          fives: v.optional(
            v.pipe(
              v.array(v.nullable(cardList('a five', 5)), 'fives must be a list per seat'),
              v.maxLength(MAX_PLAYERS),
            ),
          ),
          actions: v.optional(
            v.pipe(
              v.array(
                strict(
                  {
                    p: seat,
                    a: v.picklist(
                      ['check', 'bet', 'call', 'raise', 'fold'],
                      (i) =>
                        `poker action ${quote(i.input)} is not check, bet, call, raise or fold`,
                    ),
                  },
                  'a poker action',
                ),
                'actions must be a list',
              ),
              v.maxLength(1000),
            ),
          ),
        },
        'poker',
      ),
    ),
    leads: cardList('leads'),
  },
  'a hand',
);

export const BonanzaRecordSchema = strict(
  {
    game: v.literal('bonanza', (i) => `game must be "bonanza", got ${quote(i.input)}`),
    players: v.pipe(
      v.number(`players must be a number from ${MIN_PLAYERS} to ${MAX_PLAYERS}`),
      v.integer(`players must be a whole number from ${MIN_PLAYERS} to ${MAX_PLAYERS}`),
      v.minValue(
        MIN_PLAYERS,
        (i) => `players must be ${MIN_PLAYERS} to ${MAX_PLAYERS}, got ${quote(i.input)}`,
      ),
      v.maxValue(
        MAX_PLAYERS,
        (i) => `players must be ${MIN_PLAYERS} to ${MAX_PLAYERS}, got ${quote(i.input)}`,
      ),
    ),
    dealer: seat,
    stacks: v.optional(
      v.pipe(
        v.array(whole(0, MAX_STACK, 'a stack'), 'stacks must be a list'),
        v.maxLength(MAX_PLAYERS),
      ),
    ),
    options: v.optional(OptionsSchema),
    hands: v.pipe(
      v.array(HandSchema, 'hands must be a list'),
      v.maxLength(RECORD_LIMITS.hands, `a record holds at most ${RECORD_LIMITS.hands} hands`),
    ),
  },
  'the record',
);

export type BonanzaRecord = v.InferOutput<typeof BonanzaRecordSchema>;
export type RecordedHand = BonanzaRecord['hands'][number];

/** Where in the record an issue is: "hand 2, player 1" and what remains of its path. */
function issueWhere(path: readonly (string | number)[]): { where: string; rest: string } {
  const parts: string[] = [];
  let rest = path.slice();
  if (rest[0] === 'hands' && typeof rest[1] === 'number') {
    parts.push(`hand ${rest[1] + 1}`);
    rest = rest.slice(2);
    const player =
      rest[0] === 'cards' && typeof rest[1] === 'number'
        ? 2
        : rest[0] === 'poker' && rest[1] === 'fives' && typeof rest[2] === 'number'
          ? 3
          : 0;
    if (player) {
      parts.push(`player ${String(rest[player - 1])}`);
      rest = rest.slice(player);
    }
  }
  const named = rest.some((k) => typeof k === 'string');
  const text = rest
    .map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`))
    .join('')
    .replace(/^\./, '');
  return { where: parts.join(', '), rest: named ? text : '' };
}

/** The record, or a one-line message on the first thing wrong with it. */
export function parseBonanzaRecord(
  value: unknown,
): { record: BonanzaRecord } | { problem: string } {
  const limit = limitProblem(value);
  if (limit) return { problem: limit };
  const r = v.safeParse(BonanzaRecordSchema, value, { abortEarly: true });
  if (r.success) return { record: r.output };
  const issue = r.issues[0];
  const path = (issue.path ?? []).map((p) => p.key as string | number);
  // An unknown key is reported at its own path; the message names it already.
  const keyPath =
    issue.type === 'strict_object' && issue.expected === 'never' ? path.slice(0, -1) : path;
  const { where, rest } = issueWhere(keyPath);
  const message = describeIssue(issue);
  const last = [...keyPath].reverse().find((k) => typeof k === 'string') ?? '';
  const named = message.startsWith('unknown key') || message.startsWith(String(last));
  const field = rest && !named ? `${rest}: ` : '';
  return { problem: `${where ? `${where}: ` : ''}${field}${message}` };
}
