// The score sheet on a phone opens at the round in play (it opened at round 1, the round just scored and the totals off screen), at a round's end at that round, and on a phone on its side shows every row.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { RESOURCES } from '../games/azuma/ui/texts';
import { deriveSeed } from '../../src/lib/rng';
import { newBrain } from '../../src/games/azuma/bots/brain';
import { presetParams } from '../../src/games/azuma/bots/presets';
import type { SaveGame } from '../../src/games/azuma/flow/save';
import { botAgent, playGame } from '../../src/games/azuma/sim/loop';
import { botsConfig } from '../../statecharts/azuma/headless';
import { timingFromUrl } from '../../src/games/azuma/game';
import { DEFAULT_TIMING } from '../../src/games/azuma/flow/types';
import { playFirstCardsUntil, resumeSave } from './azuma-saves';
import { browserTest, describeBrowser, newPage, screenshot } from './chromium';

const { en } = RESOURCES;

/**
 * The saves are played on in the browser: the fast table and quick bots (what the tests look at
 * comes at any pace).
 */
const FAST = {
  preset: 'lightning',
  timing: {
    ...timingFromUrl(new URLSearchParams('timing=fast')),
    callIntervalMs: 700,
    // The sheet at a hand's end stays its normal time: the checks read it before the next deal.
    handEndMs: DEFAULT_TIMING.handEndMs,
  },
} as const;

/** The save a real table writes at the start of a hand of the third round (a bot played the person's seat). */
function thirdRoundSave(): string {
  const config = botsConfig({ edition: 'azuma', players: 4, seed: 31, people: [0], ...FAST });
  const stand = newBrain(0, presetParams('normal', 'basic'), deriveSeed(31, 'stand-in'));
  let save: SaveGame | null = null;
  playGame(config, {
    agents: { 0: botAgent(stand) },
    onEmitted: (e) => {
      if (!save && e.type === 'save' && e.save.book.round === 2 && e.save.book.phase === 'round')
        save = e.save;
    },
  });
  if (!save) throw new Error('the game never reached its third round');
  return JSON.stringify(save);
}

/**
 * The save at the start of the hand that ends the second round: with two hands a round at most,
 * that round ends with the hand whatever is played in it.
 */
function roundEndingSave(): string {
  const config = botsConfig({
    edition: 'azuma',
    players: 4,
    seed: 31,
    people: [0],
    options: { maxHandsPerRound: 2 },
    ...FAST,
  });
  const stand = newBrain(0, presetParams('normal', 'basic'), deriveSeed(31, 'stand-in'));
  let save: SaveGame | null = null;
  playGame(config, {
    agents: { 0: botAgent(stand) },
    onEmitted: (e) => {
      const b = e.type === 'save' ? e.save.book : null;
      if (!save && e.type === 'save' && b?.phase === 'round' && b.round === 1)
        if (b.rounds[1]?.hands === 1) save = e.save;
    },
  });
  if (!save) throw new Error('the game never reached the second round’s last hand');
  return JSON.stringify(save);
}

async function resumed(page: Page, save: string): Promise<void> {
  await resumeSave(page, save);
  await page.getByRole('button', { name: en.hud.sheet }).tap();
  await page.waitForSelector('.sheet-panel.shown');
  await page.waitForFunction(
    () => document.querySelector('.sheet-panel.shown')?.getAnimations().length === 0,
  );
}

describeBrowser('the score sheet on a phone', (browser) => {
  const save = thirdRoundSave();

  browserTest('390x844: it opens at the round in play, its columns in view', async () => {
    const page = await newPage(browser(), {
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    });
    await resumed(page, save);
    const seen = await page.evaluate(() => {
      const scroller = document.querySelector('.sheet-panel.shown .sheet-scroll')!;
      const names = scroller.querySelector('thead th:first-child, thead td:first-child')!;
      const now = scroller.querySelector('th.round.now')!;
      const view = scroller.getBoundingClientRect();
      const head = now.getBoundingClientRect();
      return {
        text: now.textContent,
        left: head.left - names.getBoundingClientRect().right,
        right: view.right - head.right,
      };
    });
    await screenshot(page, 'sheet-round-390x844');
    expect(seen.text).toBe(en.sheet.round.replace('{{n}}', '3'));
    // The round's head starts right after the names and ends inside the paper.
    expect(seen.left).toBeGreaterThanOrEqual(-1);
    expect(seen.right).toBeGreaterThanOrEqual(-1);
    await page.context().close();
  });

  browserTest(
    '390x844: when a round ends the sheet shows that round, not the next one’s empty columns',
    async () => {
      const page = await newPage(browser(), {
        hasTouch: true,
        isMobile: true,
        viewport: { width: 390, height: 844 },
      });
      await resumeSave(page, roundEndingSave());
      await playFirstCardsUntil(page, '.sheet-panel.shown [data-testid="round-over"]');
      await page.waitForFunction(
        () => document.querySelector('.sheet-panel.shown')?.getAnimations().length === 0,
      );
      const seen = await page.evaluate(() => {
        const scroller = document.querySelector('.sheet-panel.shown .sheet-scroll')!;
        const names = scroller.querySelector('thead th:first-child, thead td:first-child')!;
        const view = scroller.getBoundingClientRect();
        const from = names.getBoundingClientRect().right;
        const inView = [...scroller.querySelectorAll('th.round')]
          .filter((th) => {
            const r = th.getBoundingClientRect();
            return r.left >= from - 1 && r.left < view.right - 20;
          })
          .map((th) => th.textContent);
        return { line: document.querySelector('[data-testid="round-over"]')!.textContent, inView };
      });
      await screenshot(page, 'sheet-round-over-390x844');
      expect(seen.line).toMatch(/^Round 2 is over/);
      expect(seen.inView[0]).toBe(en.sheet.round.replace('{{n}}', '2'));
      await page.context().close();
    },
  );

  browserTest('844x390: at a hand’s end every player’s row is in view', async () => {
    const page = await newPage(browser(), {
      hasTouch: true,
      isMobile: true,
      viewport: { width: 844, height: 390 },
    });
    await resumed(page, save);
    await page.getByRole('button', { name: en.app.close }).tap();
    await page.waitForSelector('.sheet-panel:not(.shown)');
    // The person passes the first card of the hand whenever asked, until the hand ends: the sheet
    // shows itself then.
    await playFirstCardsUntil(page, '.sheet-panel.shown.between');
    await page.waitForFunction(
      () => document.querySelector('.sheet-panel.shown')?.getAnimations().length === 0,
    );
    const rows = await page.evaluate(() => {
      const panel = document.querySelector('.sheet-panel.shown')!.getBoundingClientRect();
      return [...document.querySelectorAll('.sheet-panel.shown tbody tr')].map((tr) => {
        const r = tr.getBoundingClientRect();
        return r.top >= panel.top - 1 && r.bottom <= panel.bottom + 1 && r.bottom <= innerHeight;
      });
    });
    await screenshot(page, 'sheet-rows-844x390');
    expect(rows).toEqual([true, true, true, true]);
    await page.context().close();
  });
});
