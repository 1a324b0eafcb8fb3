// A bot seat's mind as plain data and two pure acts: look at a new view, and act when its wake-up time comes.
import { createRng, deriveSeed, type Rng } from '../../../lib/rng';
import { sampleDelay } from '../../../lib/human-timing';
import { isWinningHand } from '../rules';
import type { PlayerEvent } from '../rules/moves';
import { seatTime } from '../rules/time';
import { chooseRotation, chooseStick, chooseXCell, reachMs } from './grab';
import { type BotMemory, emptyMemory, recordPass } from './memory';
import { type MistakePlan, planMistakes } from './mistakes';
import type { BotParams } from './params';
import { choosePass } from './pass';
import type { SeatView, ViewPhase } from './view';

/** What the card side of a bot is about to do, and when. */
type CardPlan = 'none' | 'choose' | 'x' | 'turn';

/**
 * How the grab side stands: watching the table; about to grab (noticing its own win or a planned
 * mistake, or reacting to another's grab); sent a grab and waiting to see; holding (done, or the
 * window is gone).
 */
type GrabMode = 'watching' | 'noticing' | 'reacting' | 'sent' | 'holding';

export interface BotBrain {
  readonly seat: number;
  readonly params: BotParams;
  readonly seed: number;
  view: SeatView | null;
  readonly memory: { handNo: number; calls: number; readonly passed: Int32Array };
  /** The bot's random stream for the current hand (a new one per hand, from the seed). */
  rng: Rng;
  rngHand: number;
  plan: MistakePlan;
  card: CardPlan;
  cardAt: number;
  /** It sent its card's event and waits for the table's next view before deciding again. */
  cardSent: boolean;
  turnedHand: number;
  grab: GrabMode;
  grabAt: number;
  /** A planned fake (AZUMA): when it starts to grab and takes no stick. */
  fakeAt: number;
  fakedHand: number;
  /**
   * A hand in which its first grab was refused while the cards were still passing (the table
   * counts it as faked, or grabbed already): it grabs no more in that hand and passes on, so a
   * refusal never makes it try again and again.
   */
  refusedHand: number;
  /** The earliest of its plans: when the bot acts next (Infinity: it waits for a view). */
  wakeAt: number;
  /** Whether the hand of its last view wins (looked at once per view). */
  wins: boolean;
  /** Sampled recognition and reaction delays (ms), for the arena and the end screen's chart. */
  readonly recognitions: number[];
  readonly reactions: number[];
}

const NONE: MistakePlan = { falseGrabAt: -1, fakeAt: -1 };

export function newBrain(seat: number, params: BotParams, seed: number): BotBrain {
  return {
    seat,
    params,
    seed,
    view: null,
    memory: emptyMemory() as BotBrain['memory'],
    rng: createRng(deriveSeed(seed, seat)),
    rngHand: -1,
    plan: NONE,
    card: 'none',
    cardAt: Infinity,
    cardSent: false,
    turnedHand: -1,
    grab: 'watching',
    grabAt: Infinity,
    fakeAt: Infinity,
    fakedHand: -1,
    refusedHand: -1,
    wakeAt: Infinity,
    wins: false,
    recognitions: [],
    reactions: [],
  };
}

/** When an act planned `delay` ms from now happens: the bot's own time lane, never on another plan. */
function planAt(b: BotBrain, now: number, delay: number): number {
  let at = seatTime(now, delay, b.seat);
  while (at === b.cardAt || at === b.grabAt || at === b.fakeAt) at += 1;
  return at;
}

/** The time of a grab: noticing (own win) or reacting (another's grab), plus the reach. */
function grabDelay(b: BotBrain, v: SeatView, kind: 'recognition' | 'reaction'): number {
  const d = sampleDelay(
    kind === 'recognition' ? b.params.recognition : b.params.reaction,
    b.params.floorMs,
    b.rng,
  );
  (kind === 'recognition' ? b.recognitions : b.reactions).push(d);
  const stick = chooseStick(v);
  return d + (stick === null ? 0 : reachMs(v, stick, b.params));
}

/**
 * What the bot reads of a view, once per look (a live view computes some fields when read): the
 * phase, whether someone grabbed, its chosen card, the call, its X to place, whether it may turn.
 */
interface Glance {
  phase: ViewPhase;
  grabbed: boolean;
  chosen: boolean;
  calls: number;
  handNo: number;
  xOpen: boolean;
  canTurn: boolean;
  holds: boolean;
  free: boolean;
  /** The table counts this seat as faked in this hand (its own fake, as far as a bot goes). */
  faked: boolean;
}

const glance: Glance = {
  phase: 'dealing',
  grabbed: false,
  chosen: false,
  calls: 0,
  handNo: 0,
  xOpen: false,
  canTurn: false,
  holds: false,
  free: false,
  faked: false,
};

function look(v: SeatView, g: Glance): Glance {
  g.phase = v.phase;
  g.grabbed = v.grabbed;
  g.chosen = v.chosen !== null;
  g.calls = v.calls;
  g.handNo = v.handNo;
  g.xOpen = v.xOpen !== null;
  g.canTurn = v.canTurn;
  let holds = false;
  let free = false;
  // Index loops on the hot path: a for-of makes an iterator and a result per stick until optimized.
  const sticks = v.sticks;
  for (let i = 0; i < sticks.length; i += 1) {
    const owner = (sticks[i] as SeatView['sticks'][number]).owner;
    if (owner === v.seat) holds = true;
    else if (owner === null) free = true;
  }
  g.holds = holds;
  g.free = free;
  g.faked = v.faked;
  return g;
}

/** Whether the bot may still grab in the hand it sees (not after a fake, nor a refused grab). */
function mayGrabIn(b: BotBrain, g: Glance): boolean {
  return b.fakedHand !== g.handNo && b.refusedHand !== g.handNo && !g.faked;
}

function needsToChoose(b: BotBrain, g: Glance): boolean {
  return g.phase === 'passing' && !g.grabbed && !g.chosen && (!b.wins || !mayGrabIn(b, g));
}

/** The card side: keep a plan that still holds, else make the next one (an X, the board, a card). */
function planCards(b: BotBrain, g: Glance, now: number): void {
  const keep =
    (b.card === 'choose' && needsToChoose(b, g)) ||
    (b.card === 'x' && g.xOpen) ||
    (b.card === 'turn' && g.canTurn);
  if (keep) return;
  b.card = 'none';
  b.cardAt = Infinity;
  if (b.cardSent) return;
  const short = b.params.floorMs * 2;
  if (g.xOpen) {
    b.card = 'x';
    b.cardAt = planAt(b, now, short);
  } else if (g.canTurn && b.turnedHand !== g.handNo) {
    b.card = 'turn';
    b.cardAt = planAt(b, now, short);
  } else if (needsToChoose(b, g)) {
    b.card = 'choose';
    b.cardAt = planAt(b, now, sampleDelay(b.params.think, b.params.floorMs, b.rng));
  }
}

/** The grab side, as its modes follow one another on what the bot now sees. */
function planGrab(b: BotBrain, v: SeatView, g: Glance, now: number): void {
  const mayGrab = mayGrabIn(b, g);
  const inGrab = g.phase === 'grab';
  const race = mayGrab && inGrab && !g.holds && g.free;
  for (let guard = 0; guard < 6; guard += 1) {
    switch (b.grab) {
      case 'watching': {
        // Asked again here: a refused grab (case 'sent') may have just ended the bot's grabbing.
        const open = mayGrabIn(b, g) && !g.grabbed && g.phase === 'passing';
        if (open && b.wins) {
          b.grab = 'noticing';
          b.grabAt = planAt(b, now, grabDelay(b, v, 'recognition'));
        } else if (open && b.plan.falseGrabAt >= 0 && g.calls >= b.plan.falseGrabAt) {
          b.plan = { falseGrabAt: -1, fakeAt: b.plan.fakeAt };
          b.grab = 'noticing';
          b.grabAt = planAt(b, now, grabDelay(b, v, 'recognition'));
        } else if (
          !g.grabbed &&
          g.phase === 'passing' &&
          b.plan.fakeAt >= 0 &&
          g.calls >= b.plan.fakeAt
        ) {
          // A fake is a grab begun and given up: it shows a reaction's time later.
          b.plan = { falseGrabAt: b.plan.falseGrabAt, fakeAt: -1 };
          b.fakeAt = planAt(b, now, sampleDelay(b.params.reaction, b.params.floorMs, b.rng));
          continue;
        } else if (race) {
          b.grab = 'reacting';
          b.grabAt = planAt(b, now, grabDelay(b, v, 'reaction'));
        }
        return;
      }
      case 'noticing':
      case 'reacting':
        if (g.phase !== 'passing' && g.phase !== 'grab' && g.phase !== 'dealing') {
          b.grab = 'holding';
          b.grabAt = Infinity;
          continue;
        }
        return;
      case 'sent':
        // Any view after its grab is the table's answer. Still passing with nobody grabbed: the
        // table refused it; the bot gives up grabbing in this hand rather than try again.
        if (g.phase === 'passing' && !g.grabbed) b.refusedHand = g.handNo;
        if (inGrab && g.holds) b.grab = 'holding';
        else if (inGrab && g.free) {
          b.grab = 'reacting';
          b.grabAt = planAt(b, now, grabDelay(b, v, 'reaction'));
          return;
        } else if (!inGrab) b.grab = 'holding';
        else return;
        continue;
      case 'holding':
        if (race) {
          b.grab = 'reacting';
          b.grabAt = planAt(b, now, grabDelay(b, v, 'reaction'));
          return;
        }
        if (g.phase !== 'grab' && !g.grabbed) {
          b.grab = 'watching';
          continue;
        }
        return;
    }
  }
}

function wakeTime(b: BotBrain): number {
  const a = b.cardAt < b.grabAt ? b.cardAt : b.grabAt;
  return a < b.fakeAt ? a : b.fakeAt;
}

/** The bot looks at a new view of its seat (at `now`): memory, the hand's plans, the next wake-up. */
export function observe(b: BotBrain, view: SeatView, now: number): void {
  const g = look(view, glance);
  if (b.rngHand !== g.handNo) {
    b.rng = createRng(deriveSeed(b.seed, `${b.seat}-${g.handNo}`));
    b.rngHand = g.handNo;
    b.plan = planMistakes(b.params, view.edition, b.rng);
  }
  b.view = view;
  b.wins = isWinningHand(view.hand);
  recordPass(b.memory, g.handNo, g.calls, view.lastPassed);
  b.cardSent = false;
  if (b.fakeAt !== Infinity && (g.grabbed || g.phase !== 'passing')) b.fakeAt = Infinity;
  planGrab(b, view, g, now);
  planCards(b, g, now);
  b.wakeAt = wakeTime(b);
}

/** The bot acts at its wake-up time: a grab, a fake, or its card's event; then plans what is left. */
export function act(b: BotBrain, now: number): PlayerEvent | null {
  const v = b.view;
  let event: PlayerEvent | null = null;
  if (v && now === b.grabAt) {
    b.grabAt = Infinity;
    const stick = chooseStick(v);
    if (stick !== null) {
      event = { type: 'GRAB', player: b.seat, stick, at: now };
      b.grab = 'sent';
    } else b.grab = 'holding';
  } else if (v && now === b.fakeAt) {
    b.fakeAt = Infinity;
    b.fakedHand = v.handNo;
    event = { type: 'FAKE', player: b.seat };
  } else if (v && now === b.cardAt) {
    const plan = b.card;
    b.card = 'none';
    b.cardAt = Infinity;
    b.cardSent = true;
    if (plan === 'choose')
      event = {
        type: 'CHOOSE',
        player: b.seat,
        card: choosePass(v, b.memory as BotMemory, b.params.skill, b.rng),
      };
    else if (plan === 'x')
      event = { type: 'PLACE_X', player: b.seat, colour: chooseXCell(v, v.xOpen ?? []) };
    else if (plan === 'turn') {
      b.turnedHand = v.handNo;
      event = { type: 'TURN_BOARD', player: b.seat, rotation: chooseRotation(v) };
    }
  }
  b.wakeAt = wakeTime(b);
  return event;
}
