// Browser tests: Debian's Chromium through playwright-core, skipped with the reason when it is missing (a failure under CI).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = join(import.meta.dirname, 'screenshots');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Why browser tests cannot run here, or null if they can. */
export function unavailable(): string | null {
  if (!existsSync(CHROMIUM))
    return `Chromium not found at ${CHROMIUM} (apt-get install -y chromium)`;
  if (!inject('baseUrl')) return 'the app was not built for browser tests (E2E=0)';
  return null;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

export function baseUrl(path = ''): string {
  return `${inject('baseUrl')}${path}`;
}

/**
 * A browser test: skipped with the reason when Chromium is missing, except under CI=true,
 * where a missing Chromium is a failure.
 */
export function browserTest(name: string, fn: () => Promise<void>, timeout = 120_000): void {
  it(
    name,
    async (ctx) => {
      const why = unavailable();
      if (why) {
        if (process.env.CI === 'true') throw new Error(`browser tests must run under CI: ${why}`);
        ctx.skip(why);
        return;
      }
      renderErrors.length = 0;
      await fn();
      // Shaders are trimmed at build time (scripts/bundle-diet.ts): a feature turned on after all
      // fails to compile, and that must fail the test that drew it.
      expect(renderErrors, 'three.js or WebGL errors in the console').toEqual([]);
    },
    timeout,
  );
}

/** Console errors from the renderer (shader compilation, WebGL) of the pages of the running test. */
const renderErrors: string[] = [];
const RENDER_ERROR = /THREE\.WebGL|Shader Error|shader left out|WebGL: INVALID|GL_INVALID/;

/**
 * A describe block sharing one Chromium among its tests (launched only when Chromium is there); a
 * test gets it with `browser()`.
 */
export function describeBrowser(name: string, body: (browser: () => Browser) => void): void {
  describe(name, () => {
    let shared: Browser | null = null;
    beforeAll(async () => {
      if (!unavailable()) shared = await launch();
    });
    afterAll(async () => {
      await shared?.close();
    });
    body(() => {
      if (!shared) throw new Error('Chromium was not launched');
      return shared;
    });
  });
}

/**
 * A page of its own context. The tests' probes evaluate strings in the page, which the app's
 * Content-Security-Policy forbids (no eval): they bypass it, except where `bypassCSP: false` asks
 * for the policy as players get it (test/e2e/csp.test.ts, which checks it through a hand). The
 * service worker is not registered (the app plays on without it, as in a private window): its
 * install fetches the whole precache for every new context, about a tenth of a file's time here;
 * the tests of offline play and updates ask for it with WITH_WORKER.
 */
/** The options of a page whose app registers its service worker (offline play, updates). */
export const WITH_WORKER = { serviceWorkers: 'allow' } as const;

export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    bypassCSP: true,
    serviceWorkers: 'block',
    ...options,
  });
  const page = await context.newPage();
  page.on('pageerror', (err) => {
    throw err;
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && RENDER_ERROR.test(message.text()))
      renderErrors.push(message.text().slice(0, 500));
  });
  return page;
}

/** A page held and tapped as a phone or tablet is: touch, a mobile viewport of this size. */
export function touchPage(browser: Browser, width: number, height: number): Promise<Page> {
  return newPage(browser, { viewport: { width, height }, hasTouch: true, isMobile: true });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** True if the page has a WebGL canvas with a live context. */
export async function hasWebGL(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const canvas = document.querySelector('canvas');
    if (!canvas) return false;
    const gl = (canvas.getContext('webgl2') ??
      canvas.getContext('webgl')) as WebGLRenderingContext | null;
    return gl !== null && !gl.isContextLost();
  });
}

/**
 * Chromium with a real profile, driven over CDP: Playwright's own contexts count as incognito, where
 * Chrome reports every page as not installable.
 */
export async function launchProfile(): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'azuma-profile-'));
  const port = 9300 + Math.floor(Math.random() * 500);
  const proc = spawn(
    CHROMIUM,
    [
      '--headless=new',
      `--user-data-dir=${dir}`,
      `--remote-debugging-port=${port}`,
      ...CHROMIUM_ARGS,
      'about:blank',
    ],
    {
      stdio: 'ignore',
    },
  );
  let browser: Browser | null = null;
  for (let i = 0; i < 50 && !browser; i += 1) {
    await new Promise((r) => setTimeout(r, 200));
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch(() => null);
  }
  if (!browser) {
    proc.kill();
    throw new Error('Chromium with a profile did not start');
  }
  const b = browser;
  return {
    context: b.contexts()[0] as BrowserContext,
    close: async () => {
      await b.close().catch(() => undefined);
      proc.kill();
    },
  };
}
