// What the table checks before it acts: why an event is refused, who holds up the call, the pace, the window.
import { editionOf } from './state';
import type { FlowState, PlayerEvent, RefusalCode, TableView } from './types';

type Table = TableView | FlowState;

const validPlayer = (s: Table, p: unknown): p is number =>
  Number.isInteger(p) && (p as number) >= 0 && (p as number) < s.config.players;

/** Why a CHOOSE is refused, or null if it is fine. */
export function chooseRefusal(s: Table, ev: PlayerEvent): RefusalCode | null {
  if (ev.type !== 'CHOOSE') return 'malformed';
  if (!validPlayer(s, ev.player)) return 'bad-player';
  if (!s.hands[ev.player]?.includes(ev.card)) return 'card-not-held';
  return null;
}

/** Seats whose card is not chosen yet: they hold up the call. */
export function holdingUp(s: Pick<Table, 'chosen'>): number[] {
  return s.chosen.flatMap((c, p) => (c === null ? [p] : []));
}

/** Every seat has chosen its card: the call can come (asked after every step, so no list is made). */
export function allChosen(s: Pick<Table, 'chosen'>): boolean {
  for (let p = 0; p < s.chosen.length; p += 1) if (s.chosen[p] === null) return false;
  return true;
}

/** The wait before the next call: the pace, quickening within the hand. */
export function callDelay(s: Table): number {
  const t = s.config.timing;
  const paced = t.callIntervalMs * Math.max(0, 1 - t.quicken * s.calls);
  const wait = Math.max(t.minCallIntervalMs, paced) - t.slideMs - t.pickupMs;
  return Math.max(0, wait);
}

/**
 * A grab's time: the event's own timestamp when it lies between the hand's grab floor and now.
 * A stamp after now counts as now. A stamp before the floor (the call before the last one, or the
 * deal while fewer than two calls have come: a grab can freeze the hands at most one call back) is
 * no moment this grab could have answered, so it is not believed and counts as now, the time the
 * grab arrived. Clamping it to the floor instead would still let a forged early stamp beat every
 * racer who grabbed after the floor; counted as now it can neither undo a call nor take a stick
 * someone already holds (a held stick's time is never later than now). Bots stamp their grabs with
 * the time they act, so this never changes a bot's grab.
 */
export function grabTime(s: Pick<Table, 'grabFloor'>, at: number, now: number): number {
  return at >= s.grabFloor && at <= now ? at : now;
}

/** Why a GRAB is refused, or null. A grab of a stick held by a later grab wins the stick. */
export function grabRefusal(s: Table, ev: PlayerEvent, now: number): RefusalCode | null {
  if (ev.type !== 'GRAB' || typeof ev.at !== 'number' || !Number.isFinite(ev.at))
    return 'malformed';
  if (!validPlayer(s, ev.player)) return 'bad-player';
  const stick = stickById(s, ev.stick);
  if (!stick) return 'stick-unknown';
  if (hasGrabbed(s, ev.player)) return 'already-grabbed';
  if (s.fakes.includes(ev.player)) return 'already-grabbed';
  if (stick.owner !== null && (stick.at ?? 0) <= grabTime(s, ev.at, now)) return 'stick-taken';
  return null;
}

/** The stick of this id, or undefined (what `sticks.find` finds, without a callback per stick). */
export function stickById<S extends { readonly id: number }>(
  s: { readonly sticks: readonly S[] },
  id: unknown,
): S | undefined {
  for (let i = 0; i < s.sticks.length; i += 1) {
    const st = s.sticks[i] as S;
    if (st.id === id) return st;
  }
  return undefined;
}

/** Whether a seat has grabbed a stick in this hand. */
function hasGrabbed(s: Table, player: number): boolean {
  for (let i = 0; i < s.grabs.length; i += 1) if (s.grabs[i]?.player === player) return true;
  return false;
}

/** Every stick is held: the grab window closes (asked after every step in it, so a plain loop). */
export function allSticksTaken(s: Table): boolean {
  for (let i = 0; i < s.sticks.length; i += 1) if (s.sticks[i]?.owner === null) return false;
  return true;
}

export function fakeRefusal(s: Table, ev: PlayerEvent): RefusalCode | null {
  if (ev.type !== 'FAKE') return 'malformed';
  if (!validPlayer(s, ev.player)) return 'bad-player';
  if (!editionOf(s).scoring.fakes) return 'no-fakes';
  if (s.fakes.includes(ev.player) || hasGrabbed(s, ev.player)) return 'already-grabbed';
  return null;
}

/** Whether a seat may turn the board now: it deals and nobody has called yet (in a hand). */
export function mayTurn(s: Table, seat: number): boolean {
  return inHand(s) && seat === s.dealer && s.calls === 0;
}

export function turnRefusal(s: Table, ev: PlayerEvent): RefusalCode | null {
  if (ev.type !== 'TURN_BOARD' || typeof ev.rotation !== 'number' || !Number.isFinite(ev.rotation))
    return 'malformed';
  if (!validPlayer(s, ev.player)) return 'bad-player';
  if (ev.player !== s.dealer) return 'not-dealer';
  if (s.calls > 0) return 'board-locked';
  return null;
}

export function xRefusal(s: Table, ev: PlayerEvent): RefusalCode | null {
  if (ev.type !== 'PLACE_X') return 'malformed';
  if (!validPlayer(s, ev.player)) return 'bad-player';
  const pending = s.pendingX.find((x) => x.player === ev.player);
  if (!pending || s.xChoices[ev.player] !== undefined) return 'no-x-to-place';
  if (!pending.open.includes(ev.colour)) return 'cell-not-open';
  return null;
}

export function allXPlaced(s: Table): boolean {
  for (let i = 0; i < s.pendingX.length; i += 1) {
    const x = s.pendingX[i];
    if (x && s.xChoices[x.player] === undefined) return false;
  }
  return true;
}

/** Dealing or passing: cards may be chosen, the board turned, and the first grab made. */
export function inHand(s: Pick<Table, 'phase'>): boolean {
  switch (s.phase) {
    case 'dealing':
    case 'choosing':
    case 'waitingForCall':
    case 'sliding':
    case 'pickingUp':
      return true;
    default:
      return false;
  }
}

/** Passing proper (after the deal): the calls go on. */
export function passing(s: Pick<Table, 'phase'>): boolean {
  return inHand(s) && s.phase !== 'dealing';
}
