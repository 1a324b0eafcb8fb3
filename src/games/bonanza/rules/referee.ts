// The referee: a recorded game turned into the flow's events and stepped through the same `step`, into BONANZA.md's output.
import { type Card, parseCard } from './cards';
import type { Effect } from './effects';
import type { BonanzaEvent } from './events';
import { showProblem } from './flow-calls';
import { parseBonanzaRecord, type RecordedHand } from './record';
import type { Refusal } from './refusals';
import { sheetObject, SPACES, type SpaceName } from './sheet';
import { step } from './step';
import { type BonanzaState, chipsOnTable, newGame } from './state';

export interface RefereeHand {
  readonly dealer: number;
  readonly won: Record<SpaceName, number[]>;
  readonly chips: number[];
  readonly sheet: Record<SpaceName, number>;
}

export interface RefereeOutput {
  readonly hands: RefereeHand[];
  readonly chips: number[];
  readonly sheet: Record<SpaceName, number>;
  readonly over: boolean;
  readonly winners: number[];
}

export type RefereeResult =
  | { readonly ok: true; readonly output: RefereeOutput }
  | { readonly ok: false; readonly message: string };

/** A refused record: the message is the one line the CLI prints after "referee: ". */
class Refused extends Error {}

const MAX_MESSAGE = 200;

function fail(where: string, problem: string): never {
  const text = where ? `${where}: ${problem}` : problem;
  throw new Refused(text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 3)}...` : text);
}

const names = (list: readonly string[]): Card[] => list.map((n) => parseCard(n) ?? -1);

/** Steps the game through a recorded hand, one event at a time. */
class HandReferee {
  effects: Effect[] = [];

  constructor(
    public state: BonanzaState,
    readonly h: number,
  ) {}

  where(seat?: number): string {
    return seat === undefined ? `hand ${this.h}` : `hand ${this.h}, player ${seat}`;
  }

  /** Steps an event; a refusal becomes the record's refusal, about `seat` or the refusal's seat. */
  do(event: BonanzaEvent, seat?: number, what = ''): void {
    const r = step(this.state, event);
    if (!r.ok) this.refused(r, seat, what);
    this.state = r.state;
    this.effects.push(...r.effects);
  }

  refused(r: Refusal, seat: number | undefined, what: string): never {
    fail(this.where(seat ?? r.seat), `${what}${r.reason}`);
  }
}

function refereeHand(state: BonanzaState, raw: RecordedHand, h: number): HandReferee {
  const ref = new HandReferee(state, h);
  const n = state.players;
  if (state.phase === 'over')
    fail(`hand ${h}`, `a hand after the game is over (it ended after hand ${h - 1})`);
  ref.do({ type: 'ante' });
  if (ref.state.phase === 'over')
    fail(`hand ${h}`, 'a hand after the game is over: fewer than two players can ante');
  const dealer = ref.state.dealer;
  if (raw.dealer !== undefined && raw.dealer !== dealer) {
    fail(`hand ${h}`, `dealer ${raw.dealer} is wrong: the deal is player ${dealer}'s`);
  }
  if (raw.cards.length !== n)
    fail(`hand ${h}`, `cards must list one hand per player (${n}), got ${raw.cards.length}`);
  ref.do({ type: 'deal', cards: { hands: raw.cards.map(names), widow: names(raw.widow) } });

  // The widow and the auction.
  ref.do({ type: 'widow', seat: dealer, choice: raw.choice });
  const bids = raw.bids ?? [];
  if (raw.choice === 'swap' && bids.length > 0) {
    fail(ref.where(bids[0]?.p), 'bids, but the dealer swapped the widow');
  }
  for (const b of bids) {
    if (b.p >= n) fail(`hand ${h}`, `player ${b.p} is not at this table`);
    ref.do(
      b.pass ? { type: 'pass', seat: b.p } : { type: 'bid', seat: b.p, amount: b.bid ?? 0 },
      b.p,
    );
  }
  if (ref.state.phase === 'bidding') {
    fail(ref.where(ref.state.turn), 'bidding unfinished (this player is to bid or pass)');
  }

  // The calls of the upper half.
  for (const call of ['joker', 'queenJack', 'sequence', 'tenTwo'] as const) {
    ref.do({ type: 'next-call' });
    const showed = new Set<number>();
    for (const show of raw.shows?.[call] ?? []) {
      if (show.p >= n) fail(`hand ${h}`, `player ${show.p} is not at this table`);
      if (showed.has(show.p))
        fail(ref.where(show.p), `shows twice at ${call} (once per call at most)`);
      showed.add(show.p);
      const cards = names(show.cards);
      const what = `show ${show.cards.join(' ')} at ${call}: `;
      if (ref.state.phase !== 'showing') {
        const problem = showProblem(ref.state, show.p, call, cards);
        fail(ref.where(show.p), `${what}${problem?.reason ?? 'nothing can be shown at this call'}`);
      }
      ref.do({ type: 'show', seat: show.p, call, cards }, show.p, what);
    }
    for (let p = 0; p < n; p += 1) {
      if (ref.state.phase === 'showing' && ref.state.pending[p])
        ref.do({ type: 'keep', seat: p, call }, p);
    }
  }

  // Poker.
  const poker = raw.poker;
  if (state.options.poker === 'off') {
    if (poker !== undefined) fail(`hand ${h}`, 'poker is off, but the hand records poker');
  } else {
    ref.do({ type: 'next-call' });
    for (const act of poker?.actions ?? []) {
      if (act.p >= n) fail(`hand ${h}`, `player ${act.p} is not at this table`);
      if (ref.state.phase !== 'betting') {
        fail(ref.where(act.p), `poker action ${act.a} not allowed: there is no betting now`);
      }
      ref.do({ type: 'poker', seat: act.p, action: act.a }, act.p, `poker action ${act.a}: `);
    }
    if (ref.state.phase === 'betting') {
      fail(ref.where(ref.state.turn), 'betting unfinished (this player is to act)');
    }
    if (ref.state.phase === 'fives') {
      for (let p = 0; p < n; p += 1) {
        if (!ref.state.pending[p]) continue;
        const five = poker?.fives?.[p];
        if (!five) fail(ref.where(p), 'missing five: this player shows at the poker showdown');
        ref.do({ type: 'five', seat: p, cards: names(five) }, p, `wrong five ${five.join(' ')}: `);
      }
    }
  }

  // The run-out: leads from the record, the forced plays between them.
  let i = 0;
  while (ref.state.phase === 'lead' || ref.state.phase === 'play') {
    if (ref.state.phase === 'play') {
      ref.do({ type: 'play' });
      continue;
    }
    const leader = ref.state.turn;
    const name = raw.leads[i];
    if (name === undefined) fail(ref.where(leader), 'missing leads: this player is to lead');
    ref.do({ type: 'lead', seat: leader, card: parseCard(name) ?? -1 }, leader, `lead ${name}: `);
    i += 1;
  }
  if (i < raw.leads.length) {
    fail(`hand ${h}`, `extra leads after the hand ended: ${raw.leads.slice(i, i + 8).join(' ')}`);
  }
  return ref;
}

function wonObject(state: BonanzaState): Record<SpaceName, number[]> {
  const out = {} as Record<SpaceName, number[]>;
  SPACES.forEach((name, i) => (out[name] = (state.won[i] ?? []).slice().sort((a, b) => a - b)));
  return out;
}

function conserved(stacks: readonly number[], sheet: readonly number[], start: number): boolean {
  return stacks.reduce((a, b) => a + b, 0) + sheet.reduce((a, b) => a + b, 0) === start;
}

/** Scores a parsed-JSON record by stepping the flow; a refusal says what is wrong and where. */
export function refereeBonanza(value: unknown): RefereeResult {
  try {
    const parsed = parseBonanzaRecord(value);
    if ('problem' in parsed) fail('', parsed.problem);
    const r = parsed.record;
    const n = r.players;
    if (r.dealer >= n) fail('', `dealer ${r.dealer} is not a seat of ${n} players`);
    if (r.stacks && r.stacks.length !== n) {
      fail('', `stacks must list one stack per player (${n}), got ${r.stacks.length}`);
    }
    let state = newGame({
      players: n,
      seed: 0,
      dealer: r.dealer,
      ...(r.stacks ? { stacks: r.stacks } : {}),
      ...(r.options ? { options: r.options } : {}),
    });
    const start = chipsOnTable(state);
    const hands: RefereeHand[] = [];
    r.hands.forEach((raw, i) => {
      const ref = refereeHand(state, raw, i + 1);
      state = ref.state;
      const end = ref.effects.find((e) => e.type === 'hand-end');
      const chips = end?.type === 'hand-end' ? end.stacks.slice() : state.stacks.slice();
      const sheet = end?.type === 'hand-end' ? end.sheet : state.sheet;
      if (!conserved(chips, sheet, start)) throw new Error(`chips not conserved in hand ${i + 1}`);
      hands.push({ dealer: state.dealer, won: wonObject(state), chips, sheet: sheetObject(sheet) });
    });
    if (!conserved(state.stacks, state.sheet, start)) throw new Error('chips not conserved');
    const over = state.phase === 'over';
    return {
      ok: true,
      output: {
        hands,
        chips: state.stacks.slice(),
        sheet: sheetObject(state.sheet),
        over,
        winners: over ? state.winners.slice() : [],
      },
    };
  } catch (err) {
    if (err instanceof Refused) return { ok: false, message: err.message };
    throw err;
  }
}
