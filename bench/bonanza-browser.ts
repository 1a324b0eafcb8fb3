// BONANZA RUMMY in Chromium: draw calls on a 9-player table through a hand, frames drawn while the table waits, GPU memory over 20 hands.
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/e2e/chromium';
import { benchPage } from './page';

export interface BonanzaBrowserFigures {
  /** The most draw calls of a frame seen on a 9-player table over its first hand. */
  readonly drawCalls: number;
  /** Frames drawn in one second while the table waits for the person (nothing moving). */
  readonly framesWhileWaiting: number;
  /** Geometries and textures after hands 1, 10 and 20 (bots in every seat, games played again). */
  readonly memory: { hands: number; geometries: number; textures: number }[];
}

interface RenderInfo {
  calls: number;
  geometries: number;
  textures: number;
  frames: number;
}
type Snap = {
  hasTag(t: string): boolean;
  context: { game: { hand: number; phase: string; turn: number; pending: boolean[] } };
};

const info = (page: Page) =>
  page.evaluate(() =>
    (globalThis as unknown as { __bonanzaTable: { info(): RenderInfo } }).__bonanzaTable.info(),
  );
const table = (page: Page) =>
  page.evaluate(() => {
    const s = (
      globalThis as unknown as { __bonanzaGame: { actor: { getSnapshot(): Snap } } }
    ).__bonanzaGame.actor.getSnapshot();
    const g = s.context.game;
    const asked = ['widow', 'bidding', 'betting', 'lead'].includes(g.phase)
      ? g.turn === 0
      : g.pending[0] === true;
    return { hand: g.hand, over: s.hasTag('over'), asked };
  });
const open = async (page: Page, url: string) => {
  await page.goto(url);
  await page.waitForFunction(() => '__bonanzaTable' in globalThis && '__bonanzaGame' in globalThis);
};

export async function bonanzaBrowserFigures(base: string): Promise<BonanzaBrowserFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await benchPage(browser, { viewport: { width: 1024, height: 768 } });
    const quick = (players: number, seed: number, deals: number) =>
      `${base}?game=bonanza&autostart=1&players=${players}&bots=basic&deals=${deals}&seed=${seed}&debug=1`;

    // A 9-player hand at the normal pace, the person's seat played by a bot too.
    await open(page, `${quick(9, 5, 1)}&autoplay=1&speed=lightning`);
    let drawCalls = 0;
    for (let t = 0; t < 600 && !(await table(page)).over; t += 1) {
      drawCalls = Math.max(drawCalls, (await info(page)).calls);
      await page.waitForTimeout(100);
    }

    // The person's first decision: the table waits; once its last move has landed, nothing is drawn.
    await open(page, `${quick(9, 5, 1)}&pace=instant`);
    await page.waitForFunction(
      () => {
        const s = (
          globalThis as unknown as { __bonanzaGame: { actor: { getSnapshot(): Snap } } }
        ).__bonanzaGame.actor.getSnapshot();
        const g = s.context.game;
        return ['widow', 'bidding', 'betting', 'lead'].includes(g.phase)
          ? g.turn === 0
          : g.pending[0] === true;
      },
      null,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(2000);
    const a = await info(page);
    await page.waitForTimeout(1000);
    const framesWhileWaiting = (await info(page)).frames - a.frames;

    // Twenty hands with bots in every seat; a game that ends early is played again.
    await open(page, `${quick(4, 6, 20)}&autoplay=1&pace=instant`);
    const memory: { hands: number; geometries: number; textures: number }[] = [];
    let seen = 0;
    let last = 0;
    while (seen < 20) {
      const now = await table(page);
      if (now.hand !== last) {
        seen += 1;
        last = now.hand;
        if (seen === 1 || seen === 10 || seen === 20) {
          const { geometries, textures } = await info(page);
          memory.push({ hands: seen, geometries, textures });
        }
      }
      if (now.over) {
        await page.getByRole('button', { name: 'Play again' }).click();
        last = 0;
        await page.waitForTimeout(300);
      }
      await page.waitForTimeout(50);
    }
    return { drawCalls, framesWhileWaiting, memory };
  } finally {
    await browser.close();
  }
}
