// The table's flow as one pure step: a state, an event and the time in; the next state, what it emits and who must look out.
import { type CardId, leftOf, passCardsInPlace, rightOf, undoPass } from '../rules';
import {
  allChosen,
  allSticksTaken,
  allXPlaced,
  callDelay,
  chooseRefusal,
  fakeRefusal,
  grabRefusal,
  grabTime,
  inHand,
  stickById,
  turnRefusal,
  xRefusal,
} from './checks';
import { computePendingX, revealed, score, scoreVoid } from './hand-end';
import { toSave } from './save';
import { copyState, dealHand, initialState } from './state';
import { tableTime } from '../rules/time';
import { parsePlayerEvent } from '../rules/event-schema';
import { quote } from '../../../lib/quote';
import type {
  FlowState,
  PlayerEvent,
  RefusalCode,
  StickState,
  TableConfig,
  TableEmitted,
  TableEvent,
} from './types';
import type { SaveGame } from './save';

/** What a step tells its driver besides the new state. */
export interface StepOut {
  /** Emitted events in order (sound, animation, announcements, saves). Left empty when `quiet`. */
  readonly emitted: TableEmitted[];
  /** Seats whose view changed: bit `1 << seat` (the bots among them must look again). */
  notify: number;
  /** Set when the event was refused. */
  refused: RefusalCode | null;
  /** The fast loop needs no emitted events: it skips building them. */
  readonly quiet: boolean;
}

export function stepOut(quiet = false): StepOut {
  return { emitted: [], notify: 0, refused: null, quiet };
}

const ALL = 0x3f;

/** Whether an event comes from a person's seat (those are logged for replay). */
function fromPerson(s: FlowState, ev: PlayerEvent): boolean {
  return (s.people & (1 << ev.player)) !== 0 && ev.player >= 0;
}

/** Logs a person's accepted event with its time since the game started (a grab's own time too). */
function log(s: FlowState, ev: PlayerEvent, now: number): void {
  if (!fromPerson(s, ev)) return;
  const event = ev.type === 'GRAB' ? { ...ev, at: grabTime(s, ev.at, now) - s.startedAt } : ev;
  s.log.push({ t: now - s.startedAt, event });
}

// --- entering a phase: what happens as the table gets there ---

function enterHand(s: FlowState, now: number, out: StepOut): void {
  dealHand(s, now);
  s.phase = 'dealing';
  s.deadline = tableTime(now, s.config.timing.dealMs);
  if (!out.quiet) out.emitted.push({ type: 'deal', hand: s.handNo, dealer: s.dealer });
  if (!out.quiet) out.emitted.push({ type: 'save', save: toSave(s, false) });
}

function enterChoosing(s: FlowState, out: StepOut): void {
  s.phase = 'choosing';
  s.deadline = null;
  out.notify = ALL;
}

function enterSliding(s: FlowState, now: number, out: StepOut): void {
  const n = s.config.players;
  const chosen = s.chosen as CardId[];
  // What the call moved, kept for a grab stamped before it (the arrays are reused).
  const last = s.lastCall ?? { chosen: [], from: [] };
  s.lastCall = last;
  // From the second call on, a grab may claim a time back to the call before the last one.
  if (s.lastCallAt !== -Infinity) s.grabFloor = s.lastCallAt;
  // Written over in place, as passCardsInPlace writes `from` (no new storage at every call).
  if (last.chosen.length > n) last.chosen.length = n;
  for (let p = 0; p < n; p += 1) {
    if (p < last.chosen.length) last.chosen[p] = chosen[p] as CardId;
    else last.chosen.push(chosen[p] as CardId);
  }
  s.lastCallAt = now;
  passCardsInPlace(s.hands, chosen, last.from);
  for (let p = 0; p < n; p += 1) {
    s.lastPassed[p] = chosen[p] ?? null;
    s.lastReceived[p] = chosen[rightOf(p, n)] ?? null;
  }
  // The cards on their way are for views only: a quiet step (nobody watches) leaves them out.
  if (!out.quiet) {
    const transit: FlowState['transit'] = [];
    for (let p = 0; p < n; p += 1)
      transit.push({ card: chosen[p] as CardId, from: p, to: leftOf(p, n) });
    s.transit = transit;
  }
  for (let p = 0; p < n; p += 1) s.chosen[p] = null;
  s.calls += 1;
  s.phase = 'sliding';
  s.deadline = tableTime(now, s.config.timing.slideMs);
  if (!out.quiet) out.emitted.push({ type: 'call', call: s.calls, dealer: s.dealer });
  if (!out.quiet) out.emitted.push({ type: 'slide', transit: s.transit });
}

function enterGrabWindow(s: FlowState, now: number, out: StepOut): void {
  s.phase = 'grabWindow';
  s.grabWindowUntil = tableTime(now, s.options.grabWindowMs);
  s.deadline = s.grabWindowUntil;
  out.notify = ALL;
}

function enterReveal(s: FlowState, now: number, out: StepOut): void {
  s.phase = 'reveal';
  s.deadline = tableTime(now, s.config.timing.revealMs);
  if (!out.quiet)
    out.emitted.push({ type: 'reveal', players: revealed(s), entries: score(s).entries });
  s.pendingX = computePendingX(s);
  out.notify = ALL;
}

/** The hand's end: it is scored (void after a stall: nothing but AZUMA fakes), then saved or over. */
function enterHandEnd(s: FlowState, now: number, voided: boolean, out: StepOut): void {
  const scored = voided ? scoreVoid(s) : score(s);
  const round = s.book.round;
  s.book = scored.book;
  s.lastEntries = scored.entries;
  s.lastRoundEnded = scored.roundEnded;
  if (voided) s.redeals += 1;
  s.phase = voided ? 'redeal' : 'handEnd';
  s.deadline = tableTime(now, s.config.timing.handEndMs);
  // After a grab window every bot is done with the hand; a stall can leave cards half chosen.
  if (voided) out.notify = ALL;
  if (out.quiet) return;
  if (voided) out.emitted.push({ type: 'redeal', hand: s.handNo });
  out.emitted.push({ type: 'score', entries: scored.entries });
  if (scored.roundEnded) out.emitted.push({ type: 'roundEnd', round });
  // A finished game is never saved: nothing is left to resume, and its result is counted once.
  if (scored.gameOver) out.emitted.push({ type: 'gameOver', winners: scored.book.winners });
  else out.emitted.push({ type: 'save', save: toSave(s, true) });
}

function enterOver(s: FlowState, out: StepOut): void {
  s.phase = 'over';
  s.deadline = null;
  out.notify = ALL;
}

/** Moves on while a condition of the current phase holds (what a statechart's `always` does). */
function settle(s: FlowState, now: number, out: StepOut): void {
  for (;;) {
    if (s.phase === 'choosing') {
      if (s.calls >= s.options.stallLimit) enterHandEnd(s, now, true, out);
      else if (allChosen(s)) {
        s.phase = 'waitingForCall';
        s.deadline = tableTime(now, callDelay(s));
      } else return;
    } else if (s.phase === 'grabWindow' && allSticksTaken(s)) enterReveal(s, now, out);
    else if (s.phase === 'scoring' && allXPlaced(s)) enterHandEnd(s, now, false, out);
    else if ((s.phase === 'handEnd' || s.phase === 'redeal') && s.book.phase === 'over')
      enterOver(s, out);
    else return;
  }
}

/** The table's own timer fired: the phase it was waiting in moves on. */
function tick(s: FlowState, now: number, out: StepOut): void {
  switch (s.phase) {
    case 'dealing':
      return enterChoosing(s, out);
    case 'waitingForCall':
      return enterSliding(s, now, out);
    case 'sliding':
      s.phase = 'pickingUp';
      s.deadline = tableTime(now, s.config.timing.pickupMs);
      if (!out.quiet) out.emitted.push({ type: 'pickup', call: s.calls });
      return;
    case 'pickingUp':
      if (s.transit.length > 0) s.transit = [];
      return enterChoosing(s, out);
    case 'grabWindow':
      return enterReveal(s, now, out);
    case 'reveal':
      // The seats already see the reveal as 'scoring' with their X to place: nothing new to look at.
      s.phase = 'scoring';
      s.deadline = null;
      return;
    case 'handEnd':
    case 'redeal':
      return enterHand(s, now, out);
    default:
      return;
  }
}

// --- the players' events ---

/** Why an event the current phase does not take at all is refused. */
function outOfTurn(type: unknown): RefusalCode {
  switch (type) {
    case 'CHOOSE':
      return 'not-passing';
    case 'GRAB':
    case 'FAKE':
      return 'window-closed';
    case 'TURN_BOARD':
      return 'board-locked';
    case 'PLACE_X':
      return 'no-x-to-place';
    default:
      return 'malformed';
  }
}

/** Each refusal in words (an outside event's shape problem says more: see stepPerson). */
const REASONS: Readonly<Record<RefusalCode, string>> = {
  'bad-player': 'no such seat at this table',
  'not-your-turn': 'not this seat’s turn',
  'card-not-held': 'the card is not in that hand',
  'not-passing': 'cards are not being passed now',
  'already-grabbed': 'this seat has already grabbed or faked in this hand',
  'stick-unknown': 'no such stick',
  'stick-taken': 'the stick is held by an earlier grab',
  'window-closed': 'the grabbing is over',
  'not-dealer': 'only the dealer may turn the board',
  'board-locked': 'the board turns only before the first call',
  'no-x-to-place': 'this seat has no X to place now',
  'cell-not-open': 'that cell is not open',
  'no-fakes': 'this edition has no fakes',
  malformed: 'not an event the table takes now',
  'bot-seat': 'a bot plays that seat: only its own events count',
};

function noteRefusal(
  s: FlowState,
  player: number,
  event: string,
  code: RefusalCode,
  reason: string,
  now: number,
  out: StepOut,
): void {
  const refusal = { player, event, code, reason, at: now };
  s.refusal = refusal;
  out.refused = code;
  if (!out.quiet) out.emitted.push({ type: 'refused', refusal });
}

function refuse(s: FlowState, ev: PlayerEvent, code: RefusalCode, now: number, out: StepOut): void {
  const player = Number.isInteger(ev.player) ? ev.player : -1;
  noteRefusal(s, player, String(ev.type), code, REASONS[code], now, out);
  // A bot looks again, so it never waits for an answer that will not come.
  if (player >= 0 && player < s.config.players) out.notify |= 1 << player;
}

/** An accepted grab: the stick is taken (from a later grabber too), the grabs stay in time order. */
function takeStick(s: FlowState, ev: PlayerEvent & { type: 'GRAB' }, now: number, out: StepOut) {
  const t = grabTime(s, ev.at, now);
  const stick = stickById(s, ev.stick);
  if (!stick) return;
  const loser = stick.owner;
  stick.owner = ev.player;
  stick.at = t;
  const record = { player: ev.player, stick: ev.stick, colour: stick.colour, at: t };
  if (loser !== null) s.grabs = s.grabs.filter((g) => g.stick !== ev.stick);
  let i = s.grabs.length;
  while (i > 0 && (s.grabs[i - 1]?.at ?? 0) > t) i -= 1;
  s.grabs.splice(i, 0, record);
  if (!out.quiet)
    out.emitted.push({
      type: 'grab',
      player: ev.player,
      stick: ev.stick,
      colour: stick.colour,
      first: s.grabs[0]?.player === ev.player,
      at: t,
    });
  if (loser !== null)
    if (!out.quiet)
      out.emitted.push({ type: 'lostRace', player: loser, stick: ev.stick, winner: ev.player });
}

/** The seats that still race for a stick, and the grabber (its answer): who must see a grab. */
function racers(s: FlowState, grabber: number): number {
  let mask = 1 << grabber;
  for (let p = 0; p < s.config.players; p += 1) {
    let holds = false;
    for (let i = 0; i < s.sticks.length; i += 1)
      if ((s.sticks[i] as StickState).owner === p) holds = true;
    if (!holds) mask |= 1 << p;
  }
  return mask;
}

function playerEvent(s: FlowState, ev: PlayerEvent, now: number, out: StepOut): void {
  const hand = inHand(s);
  const window = s.phase === 'grabWindow';
  const xTime = s.phase === 'reveal' || s.phase === 'scoring';
  let code: RefusalCode | null;
  switch (ev.type) {
    case 'CHOOSE':
      code = hand ? chooseRefusal(s, ev) : 'not-passing';
      if (code) return refuse(s, ev, code, now, out);
      s.chosen[ev.player] = ev.card;
      return log(s, ev, now);
    case 'GRAB':
      code = hand || window ? grabRefusal(s, ev, now) : 'window-closed';
      if (code) return refuse(s, ev, code, now, out);
      // The first grab freezes the hands as they were at its own instant (before a later call).
      if (hand && s.lastCall && grabTime(s, ev.at, now) < s.lastCallAt) {
        s.hands = undoPass(s.hands, s.lastCall.chosen, s.lastCall.from);
        if (s.transit.length > 0) s.transit = [];
        s.chosen = s.chosen.map(() => null);
      }
      takeStick(s, ev, now, out);
      log(s, ev, now);
      if (hand) enterGrabWindow(s, now, out);
      else out.notify = racers(s, ev.player);
      return;
    case 'FAKE':
      code = hand || window ? fakeRefusal(s, ev) : 'window-closed';
      if (code) return refuse(s, ev, code, now, out);
      s.fakes.push(ev.player);
      if (!out.quiet) out.emitted.push({ type: 'fake', player: ev.player });
      return log(s, ev, now);
    case 'TURN_BOARD':
      code = hand ? turnRefusal(s, ev) : 'board-locked';
      if (code) return refuse(s, ev, code, now, out);
      s.rotation = ev.rotation;
      out.notify = ALL;
      return log(s, ev, now);
    case 'PLACE_X':
      code = xTime ? xRefusal(s, ev) : 'no-x-to-place';
      if (code) return refuse(s, ev, code, now, out);
      s.xChoices[ev.player] = ev.colour;
      // Only the placer's view changed (its X is placed); the sheet changes at the hand's end.
      out.notify = 1 << ev.player;
      return log(s, ev, now);
    default:
      return refuse(s, ev, outOfTurn((ev as { type: unknown }).type), now, out);
  }
}

/**
 * One step of the table, in place: the fast loop's own state. `now` is the event's time (a TICK's is
 * the state's deadline). `out` collects what the step emits and which seats must look again.
 */
export function stepInPlace(s: FlowState, ev: TableEvent, now: number, out: StepOut): void {
  if (!out.quiet) out.emitted.length = 0;
  out.notify = 0;
  out.refused = null;
  if (ev.type === 'START') {
    if (s.phase !== 'start') return;
    if (s.book.phase === 'over') enterOver(s, out);
    else enterHand(s, now, out);
  } else if (ev.type === 'TICK') {
    return tickInPlace(s, now, out);
  } else return playerStepInPlace(s, ev, now, out);
  settle(s, now, out);
}

/**
 * A player's event, in place: what `stepInPlace` does with it, without first asking whether it is
 * the table's own START or TICK (the fast loop steps its bots' events here).
 */
export function playerStepInPlace(s: FlowState, ev: PlayerEvent, now: number, out: StepOut): void {
  if (!out.quiet) out.emitted.length = 0;
  out.notify = 0;
  out.refused = null;
  if (s.phase === 'over' || s.phase === 'start') return refuse(s, ev, outOfTurn(ev.type), now, out);
  playerEvent(s, ev, now, out);
  settle(s, now, out);
}

/**
 * The table's own timer, in place: what `stepInPlace(s, { type: 'TICK' }, now, out)` does, without
 * asking the event's type (the fast loop steps a timer at every third step).
 */
export function tickInPlace(s: FlowState, now: number, out: StepOut): void {
  if (!out.quiet) out.emitted.length = 0;
  out.notify = 0;
  out.refused = null;
  tick(s, now, out);
  settle(s, now, out);
}

/**
 * A person's event from outside the table (a screen, a test, a replay log): any value at all. It is
 * stepped only when it has the shape of a player's event (rules/event-schema.ts: the five types,
 * their fields and no others) and names a seat a person plays. Anything else is refused with a
 * reason: nothing else changes, and no bot is told (an outside event never makes a bot look again).
 */
export function stepPersonInPlace(
  s: FlowState,
  value: unknown,
  now: number,
  out: StepOut,
  /** Already known to be unreadable (the machine's entry): refused with this reason. */
  problem?: string,
): void {
  if (!out.quiet) out.emitted.length = 0;
  out.notify = 0;
  out.refused = null;
  const parsed = problem === undefined ? parsed_(value) : { problem };
  if ('problem' in parsed) {
    const { player, event } = named(value);
    return noteRefusal(s, player, event, 'malformed', parsed.problem, now, out);
  }
  const ev = parsed.event;
  if (ev.player < 0 || ev.player >= s.config.players)
    return noteRefusal(s, ev.player, ev.type, 'bad-player', REASONS['bad-player'], now, out);
  if ((s.people & (1 << ev.player)) === 0)
    return noteRefusal(s, ev.player, ev.type, 'bot-seat', REASONS['bot-seat'], now, out);
  stepInPlace(s, ev, now, out);
}

/** The schema's verdict; a value that throws when read (a getter, a proxy) is refused as unreadable. */
function parsed_(value: unknown): ReturnType<typeof parsePlayerEvent> {
  try {
    return parsePlayerEvent(value);
  } catch {
    return { problem: 'a value that cannot be read' };
  }
}

/** The seat and type a refused value names, for the refusal (-1 and its quoted type when none). */
function named(value: unknown): { player: number; event: string } {
  try {
    const v = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    const type = v.type;
    return {
      player: Number.isInteger(v.player) ? (v.player as number) : -1,
      event: typeof type === 'string' ? type.slice(0, 60) : quote(type),
    };
  } catch {
    return { player: -1, event: 'unreadable' };
  }
}

/** A person's event from outside, stepped on a copy (see stepPersonInPlace). */
export function stepPerson(
  s: FlowState,
  value: unknown,
  now: number,
  out = stepOut(),
  problem?: string,
): FlowState {
  const next = copyState(s);
  stepPersonInPlace(next, value, now, out, problem);
  return next;
}

/** One step on a copy: the state given stays as it was (what views and the XState table use). */
export function step(s: FlowState, ev: TableEvent, now: number, out = stepOut()): FlowState {
  const next = copyState(s);
  stepInPlace(next, ev, now, out);
  return next;
}

/** A new game's state (or a restored one's) before its START. */
export function startState(config: TableConfig, now: number, restore?: SaveGame): FlowState {
  return initialState(config, now, restore);
}
