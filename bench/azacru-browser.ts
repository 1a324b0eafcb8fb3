// AZACRU in Chromium: the main thread's longest task (Chromium's trace) while the expert thinks 1 s in its worker; draw calls at 4 players.
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/e2e/chromium';
import { benchPage } from './page';

export interface AzacruBrowserFigures {
  /** Per bot turn: the main thread's longest task while the bot thought (ms, wall clock and CPU). */
  readonly thinkTurns: { wallMs: number; cpuMs: number; tasks: number }[];
  /** The longest of them (wall clock: what a frame would wait for). */
  readonly longestTaskMs: number;
  /** Draw calls of a frame with 4 players mid-game. */
  readonly drawCalls: number;
}

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The renderer main thread's tasks in a trace (Chromium's own task timing, not a JS probe). */
function mainThreadTasks(trace: Buffer): { wallMs: number; cpuMs: number; tasks: number } {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`),
  );
  const most = (key: 'dur' | 'tdur') =>
    Math.round(Math.max(0, ...tasks.map((t) => t[key] ?? 0)) / 100) / 10;
  return { wallMs: most('dur'), cpuMs: most('tdur'), tasks: tasks.length };
}

type Snap = {
  hasTag(t: string): boolean;
  context: { legal: { from: number; to: number; twist?: string }[] };
};

const untilMine = (page: Page) =>
  page.waitForFunction(
    () => {
      const s = (
        globalThis as unknown as { __azacruGame: { actor: { getSnapshot(): Snap } } }
      ).__azacruGame.actor.getSnapshot();
      return s.hasTag('my-turn') || s.hasTag('over');
    },
    null,
    { timeout: 60_000 },
  );

/** Plays the person's first legal move through the table's entry. */
const movePerson = (page: Page) =>
  page.evaluate(() => {
    const g = (
      globalThis as unknown as {
        __azacruGame: { actor: { getSnapshot(): Snap; send(e: unknown): void } };
      }
    ).__azacruGame;
    const m = g.actor.getSnapshot().context.legal[0];
    if (m)
      g.actor.send({
        type: 'MOVE',
        player: 0,
        from: m.from,
        to: m.to,
        ...(m.twist ? { twist: m.twist } : {}),
      });
  });

export async function azacruBrowserFigures(url: string, turns = 5): Promise<AzacruBrowserFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await benchPage(browser, { viewport: { width: 1024, height: 768 } });
    await page.goto(
      `${url}?game=azacru&autostart=1&players=2&bots=expert&think=normal&seed=5&debug=1`,
    );
    await page.waitForFunction(() => '__azacruBoard' in globalThis && '__azacruGame' in globalThis);
    const thinkTurns: AzacruBrowserFigures['thinkTurns'] = [];
    for (let i = 0; i < turns; i += 1) {
      await untilMine(page);
      await movePerson(page);
      // The person's move is animated first; the trace covers the bot's thinking only.
      await page.waitForFunction(() =>
        (
          globalThis as unknown as { __azacruGame: { actor: { getSnapshot(): Snap } } }
        ).__azacruGame.actor
          .getSnapshot()
          .hasTag('bot-thinking'),
      );
      await browser.startTracing(page, {
        categories: ['toplevel', 'disabled-by-default-devtools.timeline'],
      });
      await page.waitForFunction(
        () => {
          const s = (
            globalThis as unknown as { __azacruGame: { actor: { getSnapshot(): Snap } } }
          ).__azacruGame.actor.getSnapshot();
          return !s.hasTag('bot-thinking');
        },
        null,
        { polling: 100, timeout: 60_000 },
      );
      thinkTurns.push(mainThreadTasks(await browser.stopTracing()));
    }
    await page.close();

    const four = await benchPage(browser, { viewport: { width: 1024, height: 768 } });
    await four.goto(
      `${url}?game=azacru&autostart=1&players=4&bots=random&pace=instant&seed=21&debug=1`,
    );
    await four.waitForFunction(() => '__azacruBoard' in globalThis && '__azacruGame' in globalThis);
    for (let i = 0; i < 6; i += 1) {
      await untilMine(four);
      await movePerson(four);
    }
    await untilMine(four);
    await four.waitForTimeout(300);
    const drawCalls = await four.evaluate(
      () =>
        (
          globalThis as unknown as { __azacruBoard: { info(): { calls: number } } }
        ).__azacruBoard.info().calls,
    );
    return {
      thinkTurns,
      longestTaskMs: Math.max(...thinkTurns.map((t) => t.wallMs)),
      drawCalls,
    };
  } finally {
    await browser.close();
  }
}
