// BONANZA RUMMY on a phone: the poker fives fold to their line once the run-out has been under way a little (they covered the cards played; the results' fold is in bonanza.test.ts).
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import en from '../../src/games/bonanza/texts/en.json';
import { baseUrl, browserTest, describeBrowser, newPage, screenshot } from './chromium';

const T = en.bonanza;

interface Look {
  phase: string;
  hand: number;
  asked: boolean;
  over: boolean;
  played: number;
  fives: boolean;
  results: boolean;
}

/** The table and the two panels, in one look (needs ?debug=1; the person is seat 0). */
async function look(page: Page): Promise<Look> {
  return page.evaluate(() => {
    type Snap = {
      hasTag(t: string): boolean;
      context: {
        game: { phase: string; hand: number; turn: number; pending: boolean[]; played: unknown[] };
      };
    };
    const s = (
      globalThis as unknown as { __bonanzaGame: { actor: { getSnapshot(): Snap } } }
    ).__bonanzaGame.actor.getSnapshot();
    const g = s.context.game;
    const turn = ['widow', 'bidding', 'betting', 'lead'].includes(g.phase) && g.turn === 0;
    const open = (g.phase === 'showing' || g.phase === 'fives') && g.pending[0] === true;
    return {
      phase: g.phase,
      hand: g.hand,
      asked: turn || open,
      over: s.hasTag('over'),
      played: g.played.length,
      fives: document.querySelector('.bonanza-showdown') !== null,
      results: document.querySelector('.bonanza-summary') !== null,
    };
  });
}

/** The person's answer by taps: sell the widow, pass the bids, show, the first poker action, the five, the first card that may lead. */
async function answer(page: Page, phase: string): Promise<void> {
  const named = (name: string) => page.getByRole('button', { name, exact: true }).first();
  if (phase === 'widow') await named(T.widow.sell).tap();
  else if (phase === 'bidding') await named(T.bid.pass).tap();
  else if (phase === 'showing') await named(T.show.show).tap();
  else if (phase === 'betting') await page.locator('.bonanza-decision button').first().tap();
  else if (phase === 'fives') await named(T.poker.fiveShow).tap();
  else if (phase === 'lead')
    await page
      .locator('.bonanza-card.live')
      .first()
      .tap({ position: { x: 20, y: 20 } });
}

/**
 * A phone-sized page on a game a bot plays for the person too (autoplay), bots at their quickest on
 * the fast pace: with 3 players and seed 4 the first hand ends with the person going out.
 */
async function openAutoplayHand(browser: Browser, players = 3, seed = 4): Promise<Page> {
  const page = await newPage(browser, {
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  });
  await page.goto(
    baseUrl(
      `?game=bonanza&autostart=1&players=${players}&bots=basic&speed=lightning&pace=fast&seed=${seed}&deals=2&debug=1&lang=en&autoplay=1`,
    ),
  );
  await page.waitForFunction(() => '__bonanzaGame' in globalThis, null, { timeout: 30_000 });
  return page;
}

describeBrowser('BONANZA RUMMY: panels that get out of the way on a phone', (browser) => {
  browserTest(
    '390x844: the fives fold to their line while the run-out plays',
    async () => {
      const page = await newPage(browser(), {
        hasTouch: true,
        isMobile: true,
        viewport: { width: 390, height: 844 },
      });
      await page.goto(
        baseUrl(
          '?game=bonanza&autostart=1&players=3&bots=basic&pace=brisk&deals=1&seed=4&debug=1&lang=en',
        ),
      );
      await page.waitForFunction(() => '__bonanzaGame' in globalThis, null, { timeout: 30_000 });
      /** When the fives were seen up with the run-out under way and the person not asked. */
      let underWay = 0;
      let foldedAlone = false;
      const until = Date.now() + 150_000;
      let answeredAt = 0;
      let wasAsked = false;
      while (Date.now() < until) {
        const s = await look(page);
        if (s.over || s.hand > 1) break;
        if (s.fives && s.played > 0 && !s.asked && underWay === 0) {
          underWay = Date.now();
          await screenshot(page, 'bonanza-fives-run-out-390x844');
        }
        if (underWay > 0 && !s.fives && !s.asked) {
          foldedAlone = true;
          await screenshot(page, 'bonanza-fives-folded-390x844');
          break;
        }
        // A new question, or the same one still open a while after its answer.
        if (s.asked && (!wasAsked || Date.now() - answeredAt > 1500)) {
          answeredAt = Date.now();
          await answer(page, s.phase);
        }
        wasAsked = s.asked;
        await page.waitForTimeout(100);
      }
      expect(
        underWay,
        'the fives up while the run-out plays, the person not asked',
      ).toBeGreaterThan(0);
      expect(foldedAlone, 'the fives folded to their line by themselves').toBe(true);
      await page.context().close();
    },
    240_000,
  );

  browserTest(
    '390x844: a hand ended by a player going out shows "Bonanza!" and who went out before its results cover the table',
    async () => {
      const page = await openAutoplayHand(browser());
      const seen = () =>
        page.evaluate(() => ({
          call: (document.querySelector('.bonanza-call') as HTMLElement | null)?.innerText ?? '',
          results: document.querySelector('.bonanza-summary') !== null,
        }));
      await page.waitForFunction(
        () =>
          (
            globalThis as unknown as {
              __bonanzaGame: { actor: { getSnapshot(): { hasTag(t: string): boolean } } };
            }
          ).__bonanzaGame.actor
            .getSnapshot()
            .hasTag('hand-end'),
        null,
        { timeout: 180_000, polling: 50 },
      );
      const atEnd = await seen();
      await screenshot(page, 'bonanza-went-out-390x844');
      expect(atEnd.call.replace(/\s+/g, ' ')).toBe(`${T.call.bonanza} ${T.banner.youOut}`);
      expect(atEnd.results, 'the results wait').toBe(false);
      // Then the results, before the next hand's antes (the fast pace waits 1.2 s).
      await page.locator('.bonanza-summary').waitFor({ timeout: 5_000 });
      // They stay while the next hand begins, and say that its ante is already off the plates'
      // chips from the moment it is (a play-test saw the plates 10 lower than the results).
      const look = () =>
        page.evaluate(() => ({
          hand: (
            globalThis as unknown as {
              __bonanzaGame: {
                actor: { getSnapshot(): { context: { game: { hand: number } } } };
              };
            }
          ).__bonanzaGame.actor.getSnapshot().context.game.hand,
          note: document.querySelector('.bonanza-summary .next-ante')?.textContent ?? null,
        }));
      const first = await look();
      expect(first.note !== null, `hand ${first.hand}: ${first.note}`).toBe(first.hand === 2);
      await expect.poll(async () => (await look()).hand, { timeout: 30_000 }).toBe(2);
      expect((await look()).note).toBe(
        T.summary.nextAnte.replace('{{hand}}', '2').replaceAll('{{n}}', '10'),
      );
      await screenshot(page, 'bonanza-results-next-ante-390x844');
      await page.context().close();
    },
    240_000,
  );

  browserTest(
    '390x844, a hand played for the person up to its run-out: no line of its news is cut off, and the table stays still through each stage',
    async () => {
      // A play-test saw the table zoom out at every decision and back in after it (the sheet 163 px
      // wide, then 128, then 163), the panel under it growing and shrinking with its words. It may
      // grow back where a stage begins (the poker's fives need the room).
      const page = await openAutoplayHand(browser(), 4, 5);
      const { stages, cut, shows } = await page.evaluate(
        () =>
          new Promise<{ stages: number[][]; cut: string[]; shows: number }>((resolve) => {
            const game = (
              globalThis as unknown as {
                __bonanzaGame: {
                  actor: { getSnapshot(): { context: { game: { phase: string; hand: number } } } };
                };
              }
            ).__bonanzaGame.actor;
            const stageOf = (phase: string) =>
              ['widow', 'bidding', 'call', 'showing'].includes(phase)
                ? 'calls'
                : phase === 'betting' || phase === 'fives'
                  ? phase
                  : null;
            const stages: number[][] = [];
            const cut = new Set<string>();
            const shown = new Set<string>();
            let stage: string | null = null;
            let began = 0;
            const look = () => {
              const g = game.getSnapshot().context.game;
              if (g.hand > 1 || g.phase === 'lead' || g.phase === 'play')
                return resolve({ stages, cut: [...cut], shows: shown.size });
              // The news under the table: no line cut off at the phone's edge (a shown sequence was).
              for (const li of document.querySelectorAll<HTMLElement>('.bonanza-ticker li')) {
                if (li.scrollWidth > li.clientWidth + 1) cut.add(li.textContent ?? '');
                if (/ shows? /.test(li.textContent ?? '')) shown.add(li.textContent ?? '');
              }
              const now = stageOf(g.phase);
              if (now !== stage) {
                stage = now;
                began = performance.now();
                if (now !== null) stages.push([]);
              }
              // From a moment into the stage: its first frames may still be laid out for the last.
              if (now !== null && performance.now() - began > 300) {
                const seen = stages.at(-1)!;
                const h = document.querySelector('.bonanza-slot')?.getBoundingClientRect().height;
                if (h !== undefined && Math.round(h) !== seen.at(-1)) seen.push(Math.round(h));
              }
              requestAnimationFrame(look);
            };
            look();
          }),
      );
      expect(stages.flat().length, 'the hand seen before its run-out').toBeGreaterThan(0);
      expect(shows, 'cards shown in the news').toBeGreaterThan(0);
      expect(cut, 'news lines cut off').toEqual([]);
      for (const heights of stages)
        for (let i = 1; i < heights.length; i += 1)
          expect(heights[i]!, `slot heights ${heights.join(', ')}`).toBeLessThanOrEqual(
            heights[i - 1]!,
          );
      await page.context().close();
    },
    120_000,
  );
  browserTest(
    '390x844: the table stays still through a run-out (the panel under it keeps its room as its words change), and each stop says why, over the fives too',
    async () => {
      // Four fives fill the phone's table: a call must find its room among their rows.
      const page = await openAutoplayHand(browser(), 4, 5);
      // The slot the table is framed in, through the run-out of the first hand, sampled in the page;
      // and every stop's call over the table and line for screen readers.
      const { heights, calls, said, overFives, hidden, news } = await page.evaluate(
        () =>
          new Promise<{
            heights: number[];
            calls: string[];
            said: string[];
            overFives: boolean[];
            hidden: string[];
            news: string[];
          }>((resolve) => {
            const calls = new Set<string>();
            const said = new Set<string>();
            const overFives: boolean[] = [];
            const hidden = new Set<string>();
            const news = new Set<string>();
            const done = (heights: number[]) =>
              resolve({
                heights,
                calls: [...calls],
                said: [...said],
                overFives,
                hidden: [...hidden],
                news: [...news],
              });
            const game = (
              globalThis as unknown as {
                __bonanzaGame: {
                  actor: { getSnapshot(): { context: { game: { phase: string; hand: number } } } };
                };
              }
            ).__bonanzaGame.actor;
            const seen: number[] = [];
            let began = 0;
            const look = () => {
              const g = game.getSnapshot().context.game;
              if (g.hand > 1) return done(seen);
              const running = g.phase === 'lead' || g.phase === 'play';
              if (running && began === 0) began = performance.now();
              const banner = document.querySelector<HTMLElement>('.bonanza-call');
              const call = banner?.innerText;
              if (call?.startsWith('Stop')) calls.add(call.replace(/\s+/g, ' '));
              // A stop while the fives are still up: is its call on top where it stands?
              if (
                banner &&
                call?.startsWith('Stop') &&
                document.querySelector('.bonanza-showdown')
              ) {
                // Hit testing follows the paint order; the overlay takes no taps, so for a moment it does.
                const r = banner.getBoundingClientRect();
                banner.style.pointerEvents = 'auto';
                const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                banner.style.pointerEvents = '';
                overFives.push(top !== null && banner.contains(top));
              }
              // No call over the fives (a stop's, a space's pay) hides their words: whose, what hand, who
              // wins.
              const showdown = document.querySelector('.bonanza-showdown');
              if (banner && showdown) {
                const r = banner.getBoundingClientRect();
                for (const w of showdown.querySelectorAll('.bonanza-fives p')) {
                  const b = w.getBoundingClientRect();
                  const apart =
                    b.right <= r.left ||
                    r.right <= b.left ||
                    b.bottom <= r.top ||
                    r.bottom <= b.top;
                  if (!apart) hidden.add(`"${call}" over "${(w as HTMLElement).innerText}"`);
                }
              }
              const line = document.querySelector('.bonanza-said')?.textContent ?? '';
              if (line.includes('Stop')) said.add(line);
              for (const li of document.querySelectorAll('.bonanza-ticker li'))
                news.add(li.textContent ?? '');
              // From a moment into the run-out: its first frames may still be laid out for the showdown.
              // A frame counts while the page shows the run-out too (the panel under the table holds
              // its room: it lets go between hands, when the table may grow): twice today the last
              // frame read the table's phase as the run-out's while the page was already between
              // hands (heights 455, 409, 408, then 554, the slot between hands).
              const holding =
                document
                  .querySelector<HTMLElement>('.bonanza-bottom')
                  ?.style.getPropertyValue('--held-height') !== '';
              if (running && performance.now() - began > 300) {
                const h = document.querySelector('.bonanza-slot')?.getBoundingClientRect().height;
                if (holding && h !== undefined && Math.round(h) !== seen.at(-1))
                  seen.push(Math.round(h));
              } else if (seen.length > 0) return done(seen);
              requestAnimationFrame(look);
            };
            look();
          }),
      );
      expect(heights.length, 'the run-out seen').toBeGreaterThan(0);
      // The slot may shrink (a longer text), never grow back: no zoom in and out at every lead.
      for (let i = 1; i < heights.length; i += 1)
        expect(heights[i]!, `slot heights ${heights.join(', ')}`).toBeLessThanOrEqual(
          heights[i - 1]!,
        );
      // A stop tells why in the news under the table: an ace, or the suit's next card nobody holds
      // ("9♥"); the screen reader hears the card's name in words.
      expect(calls.length, 'a stop seen in the run-out').toBeGreaterThan(0);
      // (Under it, on a line of its own, the space its card paid, if it did: the next test.)
      for (const call of calls)
        expect(call).toMatch(/^Stop!( Now (red ♥♦|black ♠♣))?( [A-Z][\w ]+: \w+)?$/);
      // ("5♥ is played already" when a suit run from a higher lead reached a card played before.)
      const whyNone = T.banner.whyNone.replace('{{card}}', '');
      const whyPlayed = T.banner.whyPlayed.replace('{{card}}', '');
      const whys = news.filter(
        (line) => line === T.banner.whyAce || line.startsWith(whyNone) || line.endsWith(whyPlayed),
      );
      expect(whys.length, `why in the news: ${news.join(' | ')}`).toBeGreaterThan(0);
      const card = '(10|[2-9JQKA])[♠♥♦♣]';
      for (const line of whys)
        expect(line).toMatch(
          new RegExp(`^(${T.banner.whyAce}|${whyNone}${card}|${card}${whyPlayed})$`),
        );
      // This hand's first stops come while the fives are still up: the call lies over them.
      expect(overFives.length, 'a stop seen with the fives up').toBeGreaterThan(0);
      expect(overFives.every(Boolean), 'the stop call over the fives').toBe(true);
      expect(hidden, 'words of the fives under a call').toEqual([]);
      for (const line of said)
        expect(line).toMatch(
          new RegExp(
            `(${T.banner.whyAce}|${whyNone}\\w+ of \\w+|\\w+ of \\w+${whyPlayed})\\. Stop`,
          ),
        );
      await page.context().close();
    },
    240_000,
  );
  browserTest(
    '390x844: a card that pays a space and stops the suit says both: the stop, and under it who took the space',
    async () => {
      // Seed 6, four players: the Queen of Diamonds and the Ace of Spades pay and stop in hand 1.
      const page = await openAutoplayHand(browser(), 4, 6);
      const calls = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const seen = new Set<string>();
            const game = (
              globalThis as unknown as {
                __bonanzaGame: {
                  actor: { getSnapshot(): { context: { game: { hand: number } } } };
                };
              }
            ).__bonanzaGame.actor;
            const look = () => {
              if (game.getSnapshot().context.game.hand > 1) return resolve([...seen]);
              const call = document.querySelector<HTMLElement>('.bonanza-call')?.innerText;
              if (call?.startsWith('Stop')) seen.add(call);
              requestAnimationFrame(look);
            };
            look();
          }),
      );
      const paid = calls.filter((c) => c.includes('\n'));
      expect(paid.length, `stops seen: ${calls.join(' | ')}`).toBeGreaterThan(0);
      for (const call of paid)
        expect(call).toMatch(
          /^Stop!( Now (red ♥♦|black ♠♣))?\n(Ace of Spades|King of Hearts|Queen of Diamonds|Jack of Clubs): \w+$/,
        );
      await page.context().close();
    },
    240_000,
  );
});
