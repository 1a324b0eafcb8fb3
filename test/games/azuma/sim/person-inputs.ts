// A random person for tests: events sent into an XState table at random moments, mostly sensible, some hostile.
import { createRng, type Rng } from '../../../../src/lib/rng';
import type { SteppingClock } from '../../../../src/lib/clock';
import { seatLane } from '../../../../src/games/azuma/rules/time';
import type { LoggedEvent, PlayerEvent } from '../../../../src/games/azuma/flow/types';
import type { TableActor } from '../../../../statecharts/azuma/headless';

/** An event the person might send now, from what the table shows (or something senseless). */
function inputFor(actor: TableActor, seat: number, rng: Rng, t: number): PlayerEvent {
  const c = actor.getSnapshot().context;
  const hand = c.hands[seat] ?? [];
  const x = c.pendingX.find((p) => p.player === seat);
  const r = rng.next();
  if (r < 0.45 && hand.length > 0)
    return { type: 'CHOOSE', player: seat, card: hand[rng.int(hand.length)] as number };
  if (r < 0.6) {
    // A grab stamped a little before now: it may freeze the hands before the last call, or win a race.
    const stick = rng.int(c.sticks.length + 1);
    return { type: 'GRAB', player: seat, stick, at: t - rng.int(400) };
  }
  if (r < 0.68 && x)
    return { type: 'PLACE_X', player: seat, colour: x.open[rng.int(x.open.length)]! };
  if (r < 0.74) return { type: 'TURN_BOARD', player: seat, rotation: rng.next() * 6 };
  if (r < 0.77) return { type: 'FAKE', player: seat };
  if (r < 0.82) return { type: 'CHOOSE', player: seat, card: rng.int(50) };
  if (r < 0.86) return { type: 'PLACE_X', player: seat, colour: 'blue' };
  return { type: 'CHOOSE', player: rng.int(8) - 1, card: hand[0] ?? 0 };
}

/**
 * Plays a table to the end with a random person at `seat`: before each timer, sometimes an event at
 * a random moment (on the person's own time lane). Returns what was sent, as a replayable script.
 */
export function playWithPerson(
  actor: TableActor,
  clock: SteppingClock,
  seat: number,
  seed: number,
  limit = 20_000,
): LoggedEvent[] {
  const rng = createRng(seed);
  const start = clock.now();
  const script: LoggedEvent[] = [];
  for (let i = 0; i < limit && !actor.getSnapshot().hasTag('over'); i += 1) {
    // With no timer left the table waits for the person: they must act (soon, on their lane).
    const now = clock.now();
    const next = clock.next() ?? Math.floor(now) + 50 + rng.int(800);
    if (clock.next() === null || (rng.next() < 0.35 && next - now > 2)) {
      const t = Math.floor(now + rng.next() * (next - now - 1)) + seatLane(seat);
      if (t > now && t < next) {
        clock.advanceTo(t);
        const event = inputFor(actor, seat, rng, t);
        actor.send(event);
        const logged = event.type === 'GRAB' ? { ...event, at: event.at - start } : event;
        script.push({ t: t - start, event: logged });
        continue;
      }
    }
    clock.step();
  }
  return script;
}
