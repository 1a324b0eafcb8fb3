// The deal's pace: every card of the person's fan is in (a press takes it) by the time the table asks for a card.
import { describe, expect, it } from 'vitest';
import type { Vector3 } from 'three';
import { damp3 } from 'maath/easing';
import { DEFAULT_TIMING } from '../../../../src/games/azuma/flow/types';
import { CARD_H } from '../../../../src/games/azuma/scene/constants';
import { chosenSpot } from '../../../../src/games/azuma/scene/fan';
import { frameCamera } from '../../../../src/games/azuma/scene/framing';
import {
  CARD_EASE_S,
  cardPlaces,
  cardStateOf,
  dealStagger,
} from '../../../../src/games/azuma/scene/places';
import { selCardInputs } from '../../../../src/games/azuma/view/scene';
import { Harness } from '../../../statecharts/azuma/harness';

/** When a card leaving `from` at `start` (s) comes within a quarter card of `to`, at 60 frames/s. */
function restsAt(from: Vector3, to: Vector3, start: number): number {
  const pos = from.clone();
  const dt = 1 / 60;
  let t = 0;
  while (t < 5) {
    t += dt;
    if (t >= start) damp3(pos, to, CARD_EASE_S, dt);
    // TableInput's `away`: a fan card farther than this from its place is not pressable yet.
    if (t >= start && pos.distanceTo(to) <= CARD_H / 4) return t;
  }
  return Infinity;
}

describe('the deal', () => {
  for (const edition of ['azuma', 'zuma-de'] as const)
    for (const players of [3, 4, 5, 6] as const)
      it(`${edition}, ${players} players: the person's last card is in by the end of the deal time, the person dealing or not`, () => {
        const h = Harness.create({ edition, players });
        h.until('dealing');
        const fanCards = h.ctx.hands[0]!.length;
        const dealSeconds = DEFAULT_TIMING.dealMs / 1000;
        for (const [width, height] of [
          [390, 844],
          [1024, 768],
        ] as const) {
          const frame = frameCamera({ width, height, players, fanCards });
          for (let dealer = 0; dealer < players; dealer += 1) {
            const state = { ...cardStateOf(players, selCardInputs(h.snap)), dealer };
            const places = cardPlaces(state, frame);
            const last = Math.max(...places.filter((p) => p.kind !== 'away').map((p) => p.order));
            const stagger = dealStagger(last, dealSeconds);
            expect(stagger).toBeGreaterThan(0);
            expect(stagger).toBeLessThanOrEqual(0.025);
            const deck = chosenSpot(dealer, players).position;
            const rest = Math.max(
              ...h.ctx.hands[0]!.map((card) => {
                const place = places[card]!;
                expect(place.kind).toBe('fan');
                return restsAt(deck, place.pose.position, place.order * stagger);
              }),
            );
            // A tenth of a second to spare for the first frames of a new hand.
            expect(rest, `${width}x${height}, dealer ${dealer}`).toBeLessThanOrEqual(
              dealSeconds - 0.1,
            );
          }
        }
      });
});
