// A minimal stand-in for a person in headless runs: chooses a card and places an X when the table waits.
import { createRng, type Rng } from '../../src/games/azuma/rules';
import type { TableActor } from './headless';
import { sendPerson } from './person';
import { holdingUp } from '../../src/games/azuma/flow/checks';

/** Makes `seat` act like a slow, random person: the game can always go on. Returns an unsubscribe. */
export function autopilot(actor: TableActor, seat: number, seed: number): () => void {
  const rng: Rng = createRng(seed);
  let busy = false;
  const act = (snap: ReturnType<TableActor['getSnapshot']>) => {
    if (busy) return;
    busy = true;
    try {
      const ctx = snap.context;
      if (snap.hasTag('passing') && holdingUp(ctx).includes(seat)) {
        const hand = ctx.hands[seat] ?? [];
        const card = hand[rng.int(hand.length)];
        if (card !== undefined) sendPerson(actor, { type: 'CHOOSE', player: seat, card });
      }
      const x = ctx.pendingX.find((p) => p.player === seat);
      if (
        (snap.hasTag('reveal') || snap.hasTag('scoring')) &&
        x &&
        ctx.xChoices[seat] === undefined
      ) {
        sendPerson(actor, {
          type: 'PLACE_X',
          player: seat,
          colour: x.open[rng.int(x.open.length)] ?? x.open[0]!,
        });
      }
    } finally {
      busy = false;
    }
  };
  const sub = actor.subscribe(act);
  act(actor.getSnapshot());
  return () => sub.unsubscribe();
}
