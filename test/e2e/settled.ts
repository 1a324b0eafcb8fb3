// Browser tests: wait for a table at rest (no animated part moving, no frame drawn) before counting its frames.
import type { Page } from 'playwright-core';

/** What a table's `?debug=1` probe reports (src/table/stats.ts renderInfo). */
export interface RenderInfo {
  calls: number;
  geometries: number;
  textures: number;
  frames: number;
  moving: string[];
}

/**
 * Waits (20 s at most) until the scene says no part is moving and no frame has been drawn for half
 * a second, and returns that reading. On a loaded machine a frame can take longer than half a second,
 * so a still half second alone does not show that the last move has landed.
 */
export async function settled(page: Page, read: () => Promise<RenderInfo>): Promise<RenderInfo> {
  const until = Date.now() + 20_000;
  let last = await read();
  while (Date.now() < until) {
    await page.waitForTimeout(500);
    const next = await read();
    if (next.moving.length === 0 && next.frames === last.frames) return next;
    last = next;
  }
  throw new Error(
    `the table never came to rest (still moving: ${last.moving.join(', ') || 'none'})`,
  );
}

/**
 * Holds an AZUMA table where it is (`?debug=1`): its clock paused, and every part that was moving
 * landed (30 s at most). Only an ambient pulse may still draw.
 */
export async function holdAzumaTable(page: Page): Promise<void> {
  await page.evaluate(() =>
    (
      globalThis as unknown as { __azumaGame: { clock: { pause(): void } } }
    ).__azumaGame.clock.pause(),
  );
  await page.waitForFunction(
    () =>
      (globalThis as unknown as { __azumaScene: { settled(): boolean } }).__azumaScene.settled(),
    null,
    { timeout: 30_000 },
  );
}
