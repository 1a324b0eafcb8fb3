// BONANZA RUMMY's chips and turns explained on a phone: at the end, under each player, the last hand's change and the sheet's share (the last hand's results, antes counted and said, there from the first moment); a poker without the person says why.
import { expect } from 'vitest';
import en from '../../src/games/bonanza/texts/en.json';
import { baseUrl, browserTest, describeBrowser, screenshot, touchPage } from './chromium';
import { expectNoAxeViolations } from './ui-helpers';

const T = en.bonanza;

/** A signed change as the results print it ("+16", "±0", "−5") as a number. */
const change = (text: string) => Number(text.replace('±', '').replace('−', '-'));

describeBrowser('BONANZA RUMMY: chips and turns explained', (browser) => {
  browserTest(
    'at the end each player shows the last hand and the sheet that made the final chips, at once',
    async () => {
      const page = await touchPage(browser(), 390, 844);
      // Seed 7, five players, one hand: Ada goes out (the results wait behind "Bonanza!" a moment).
      await page.goto(
        baseUrl(
          '?game=bonanza&autostart=1&players=5&bots=basic&pace=fast&speed=lightning&seed=7&deals=1&debug=1&lang=en&autoplay=1',
        ),
      );
      const end = page.getByRole('dialog', { name: T.end.title });
      await end.waitFor({ timeout: 200_000 });
      // Read at once: the last hand's results are the end's from its first moment (not a moment later).
      const rows = await end.locator('.ranking li').evaluateAll((lis) =>
        lis.map((li) => ({
          name: li.querySelector('.name')?.textContent ?? '',
          score: li.querySelector('.score')?.textContent ?? '',
          came: li.querySelector('.came-from')?.textContent ?? '',
          // The row's breakdown inside its own row's rule, nearer its own name than the next one's.
          near: (() => {
            const came = li.querySelector('.came-from')?.getBoundingClientRect();
            const own = li.querySelector('.name')?.getBoundingClientRect();
            const next = li.nextElementSibling?.querySelector('.name')?.getBoundingClientRect();
            if (!came || !own) return false;
            return !next || came.top - own.bottom < next.top - came.bottom;
          })(),
        })),
      );
      expect(await end.locator('.last-hand').count()).toBe(1);
      // Its fold-out a finger's height to tap (it was 23 px).
      const fold = await end.locator('.last-hand summary').boundingBox();
      expect(fold?.height ?? 0, 'the last hand fold-out').toBeGreaterThanOrEqual(44);
      expect(rows).toHaveLength(5);
      await end.locator('.last-hand summary').tap();
      const deltas = new Map(
        await end.locator('.last-hand .deltas li').evaluateAll((lis) =>
          lis.map((li) => {
            const [name, d] = [...li.querySelectorAll('span')].map((s) => s.textContent ?? '');
            return [name, d] as const;
          }),
        ),
      );
      // Ada went out: the results waited behind "Bonanza!", which the end must not wait for.
      expect(await end.locator('.last-hand .spaces').first().innerText()).toMatch(
        /Bonanza: Ada \+\d+/,
      );
      // The hand's changes count the ante, and say so ("You −5" after a +9 was a riddle).
      expect(await end.locator('.last-hand .ante').innerText()).toBe(
        T.summary.ante.replace('{{n}}', '10'),
      );
      const shared = await end.locator('.share-out').innerText();
      const each = Number(/(\d+) chips each/.exec(shared)?.[1] ?? 0);
      expect(each).toBeGreaterThan(0);
      for (const r of rows) {
        // "Before 100 · Last hand +16 · Sheet +4": the hand's change as its results say, the share
        // as the share-out says, and the three add up to the final chips (a play-tester added
        // "−20" and "+6" to the 90 the plates showed after the ante and did not get 86).
        const m = /^Before (\d+) · Last hand ([+−±]\d+)(?: · Sheet \+(\d+))?$/.exec(r.came);
        expect(m, `${r.name}: ${r.came}`).not.toBeNull();
        expect(change(m?.[2] ?? ''), r.name).toBe(change(deltas.get(r.name) ?? 'NaN'));
        expect(Number(m?.[3] ?? 0), r.name).toBe(each);
        const final = Number(/\d+/.exec(r.score)?.[0] ?? NaN);
        expect(Number(m?.[1]) + change(m?.[2] ?? '') + each, `${r.name}: ${r.came}`).toBe(final);
        expect(r.near, `${r.name}'s breakdown by its own name`).toBe(true);
      }
      await screenshot(page, 'bonanza-end-chips');
      await expectNoAxeViolations(page, "BONANZA RUMMY's end with the chips explained");
      await page.context().close();
    },
    240_000,
  );

  browserTest(
    "a person's sequence that lost its space is told who beat it and why",
    async () => {
      const page = await touchPage(browser(), 390, 844);
      // Seed 11's first hand, four players: the person (played for) shows a sequence at the
      // Sequence call, and Ada takes the space with a higher one. The news told only Ada's cards.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (globalThis as unknown as { __newsSeen: string[] }).__newsSeen = seen;
        new MutationObserver(() => {
          for (const li of document.querySelectorAll('.bonanza-ticker li'))
            if (!seen.includes(li.textContent ?? '')) seen.push(li.textContent ?? '');
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.goto(
        baseUrl(
          '?game=bonanza&autostart=1&players=4&bots=basic&pace=instant&seed=11&deals=1&debug=1&lang=en&autoplay=1',
        ),
      );
      const told = T.say.beatenTop.replace('{{name}}', 'Ada');
      // Until the line is told, or the game is over without it.
      await page.waitForFunction(
        (line) => {
          const g = globalThis as unknown as {
            __newsSeen: string[];
            __bonanzaGame?: { actor: { getSnapshot(): { hasTag(t: string): boolean } } };
          };
          return g.__newsSeen.includes(line) || g.__bonanzaGame?.actor.getSnapshot().hasTag('over');
        },
        told,
        { timeout: 120_000, polling: 100 },
      );
      const seen = await page.evaluate(
        () => (globalThis as unknown as { __newsSeen: string[] }).__newsSeen,
      );
      // Right after the space's news, and never about a space the person did not show for.
      const at = seen.indexOf(told);
      expect(at, seen.join('\n')).toBeGreaterThan(0);
      expect(seen[at - 1]).toMatch(/^Sequence goes to Ada: \+\d+$/);
      expect(seen.filter((l) => / beats yours: /.test(l))).toEqual([told]);
      await page.context().close();
    },
    180_000,
  );

  browserTest(
    'a person with four cards at the poker is told why the poker goes on without them',
    async () => {
      const page = await touchPage(browser(), 360, 640);
      // Seed 7, nine players: the person has shown down to four cards when the poker is called.
      await page.goto(
        baseUrl(
          '?game=bonanza&autostart=1&players=9&bots=basic&pace=fast&speed=lightning&seed=7&deals=1&debug=1&lang=en&autoplay=1',
        ),
      );
      // While the others bet: the cards the person holds and the prompt, read in the same instant.
      const seen = await page.waitForFunction(
        (expected) => {
          const s = (
            globalThis as unknown as {
              __bonanzaGame?: {
                actor: {
                  getSnapshot(): {
                    hasTag(t: string): boolean;
                    context: { game: { held: number[] } };
                  };
                };
              };
            }
          ).__bonanzaGame?.actor.getSnapshot();
          if (!s) return null;
          // Past the poker without the line: report what there was, to fail with it.
          if (s.hasTag('leading') || s.hasTag('playing') || s.hasTag('over'))
            return { passed: true };
          if (!s.hasTag('betting')) return null;
          const prompt = document.querySelector('.bonanza-prompt')?.textContent ?? '';
          return prompt === expected ? { held: s.context.game.held[0], prompt } : null;
        },
        T.poker.sitOut.replace('{{n}}', '4'),
        { timeout: 120_000, polling: 50 },
      );
      expect(await seen.jsonValue()).toEqual({
        held: 4,
        prompt: T.poker.sitOut.replace('{{n}}', '4'),
      });
      await screenshot(page, 'bonanza-poker-sit-out');
      await page.context().close();
    },
    180_000,
  );
});
