// Helpers for AZUMA's browser tests from a save: resume it from the start screen, and play the person's seat the plain way until something shows.
import type { Page } from 'playwright-core';
import { RESOURCES } from '../games/azuma/ui/texts';
import { baseUrl } from './chromium';

const SAVE = 'azuma3d.azuma.save';

/** Stores the save once (a reload keeps what the game saved since), opens the app at fast timing and resumes it. */
export async function resumeSave(page: Page, save: string): Promise<void> {
  await page.addInitScript(
    ([key, text]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key!, text!);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [SAVE, save],
  );
  await page.goto(baseUrl('?debug=1&timing=fast'));
  await page.getByRole('button', { name: RESOURCES.en.menu.resume }).first().tap();
  await page.waitForFunction(() => '__azumaGame' in globalThis);
}

/**
 * Plays the person's seat (needs ?debug=1): the first card of the hand whenever asked, an X in the
 * first open cell, until an element matching `selector` shows.
 */
export async function playFirstCardsUntil(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (until) => {
      type Snap = {
        hasTag(t: string): boolean;
        context: {
          hands: number[][];
          chosen: (number | null)[];
          pendingX: { player: number; open: string[] }[];
          xChoices: Record<number, string>;
        };
      };
      const g = (
        globalThis as unknown as {
          __azumaGame: { actor: { getSnapshot(): Snap; send(e: unknown): void } };
        }
      ).__azumaGame;
      const s = g.actor.getSnapshot();
      if (s.hasTag('passing') && s.context.chosen[0] === null)
        g.actor.send({ type: 'CHOOSE', player: 0, card: s.context.hands[0]![0] });
      const x = s.context.pendingX.find((p) => p.player === 0);
      if (x && s.context.xChoices[0] === undefined)
        g.actor.send({ type: 'PLACE_X', player: 0, colour: x.open[0] });
      return document.querySelector(until) !== null;
    },
    selector,
    { polling: 100, timeout: 90_000 },
  );
}
