// The end screen on a phone: the game's final sheet one tap away (at its totals, title in view, Back returns), the reaction chart's words readable.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { RESOURCES } from '../games/azuma/ui/texts';
import type { SeatView } from '../../src/games/azuma/bots/view';
import type { SaveGame } from '../../src/games/azuma/flow/save';
import { type Agent, playGame } from '../../src/games/azuma/sim/loop';
import { botsConfig } from '../../statecharts/azuma/headless';
import { timingFromUrl } from '../../src/games/azuma/game';
import { playFirstCardsUntil, resumeSave } from './azuma-saves';
import { browserTest, describeBrowser, newPage, screenshot } from './chromium';

const { en } = RESOURCES;

/** The person's seat as the browser test plays it: the first card of the hand whenever asked. */
function firstCard(): Agent {
  let view: SeatView | null = null;
  let wake = Infinity;
  return {
    get wakeAt() {
      return wake;
    },
    observe(v, now) {
      view = v;
      const asked = (v.phase === 'passing' && v.chosen === null) || v.xOpen !== null;
      wake = asked ? Math.floor(now) + 150 + 1 / 64 : Infinity;
    },
    act() {
      wake = Infinity;
      if (!view) return null;
      if (view.xOpen) return { type: 'PLACE_X', player: 0, colour: view.xOpen[0]! };
      return { type: 'CHOOSE', player: 0, card: view.hand[0]! };
    },
  };
}

/** The save of a real game's last hand (seed 8: a short one, so the test reaches the end soon). */
function lastHandSave(): string {
  const timing = timingFromUrl(new URLSearchParams('timing=fast'));
  const config = botsConfig({ edition: 'azuma', players: 4, seed: 8, people: [0], timing });
  let save: SaveGame | null = null;
  const r = playGame(config, {
    agents: { 0: firstCard() },
    onEmitted: (e) => {
      if (e.type === 'save') save = e.save;
    },
  });
  if (!save || !r.finished) throw new Error('the game never ended');
  return JSON.stringify(save);
}

/** Resumes the save and plays the person's seat (the first card, the first open cell) to the end screen. */
async function toTheEnd(page: Page, save: string): Promise<void> {
  await resumeSave(page, save);
  await playFirstCardsUntil(page, '.end-dialog');
}

describeBrowser('the end screen on a phone', (browser) => {
  const save = lastHandSave();

  browserTest('390x844: the reaction chart’s words are drawn at 12 px', async () => {
    const page = await newPage(browser(), {
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    });
    await toTheEnd(page, save);
    // Each name and time on the chart, as tall as it is drawn (a 520-wide drawing squeezed into a
    // phone's column made them 7 px).
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll('.reaction-chart svg text')].map((el) => {
        const svg = el.closest('svg')!;
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        return Number.parseFloat(getComputedStyle(el).fontSize) * scale;
      }),
    );
    await screenshot(page, 'end-chart-390x844');
    expect(sizes.length).toBeGreaterThan(4);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(11.5);
    await page.context().close();
  });

  for (const [width, height] of [
    [390, 844],
    [844, 390],
  ] as const)
    browserTest(
      `${width}x${height}: it opens at the totals, its title in view; Back returns`,
      async () => {
        const page = await newPage(browser(), {
          hasTouch: true,
          isMobile: true,
          viewport: { width, height },
        });
        await toTheEnd(page, save);
        await page.getByRole('button', { name: en.end.sheet }).tap();
        const sheet = page.getByRole('dialog', { name: en.hud.sheet });
        await sheet.waitFor();
        await page.waitForTimeout(300);
        const seen = await page.evaluate(() => {
          const q = (selector: string) => document.querySelector(`.final-sheet ${selector}`);
          const box = (el: Element | null) => el!.getBoundingClientRect();
          const scroller = box(q('.sheet-scroll'));
          const dialog = box(document.querySelector('.final-sheet'));
          const totalHead = q('thead tr:nth-child(2) th:last-child');
          const total = box(totalHead);
          // The title's words (not its padding), and the cue to earlier columns if one shows.
          const words = document.createRange();
          words.selectNodeContents(q('.caption-text')!);
          const title = words.getBoundingClientRect();
          const cue = q('.scroll-cue.left');
          // What a finger finds above the names: the corner, not a round's title scrolled under it.
          const corner = box(q('thead td.corner'));
          const above = document.elementFromPoint(
            corner.left + corner.width / 2,
            corner.top + corner.height / 2,
          );
          return {
            totalText: totalHead!.textContent,
            totalInView: total.left >= scroller.left - 1 && total.right <= scroller.right + 1,
            titleInView: title.left >= scroller.left - 1 && title.right <= scroller.right + 1,
            // Clear of the cue with room for its shadow (touching, the cue seemed to cover a letter).
            titleClearOfCue: cue === null || title.left >= box(cue).right + 6,
            aboveNames: above?.matches('td.corner') ?? false,
            onScreen:
              dialog.left >= -1 &&
              dialog.right <= innerWidth + 1 &&
              dialog.bottom <= innerHeight + 1,
          };
        });
        await screenshot(page, `final-sheet-${width}x${height}`);
        expect(seen.totalText).toBe(en.sheet.total);
        expect(seen.totalInView).toBe(true);
        expect(seen.titleInView).toBe(true);
        expect(seen.onScreen).toBe(true);
        expect(seen.titleClearOfCue).toBe(true);
        expect(seen.aboveNames).toBe(true);
        await sheet.getByRole('button', { name: en.end.back }).tap();
        await page.getByRole('dialog', { name: en.end.title }).waitFor();
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en.end.sheet);
        await page.context().close();
      },
    );
});
