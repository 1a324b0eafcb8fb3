// A benchmark's page: its probes evaluate strings, which the app's Content-Security-Policy (no eval) forbids, so it bypasses the policy as the browser tests do.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

export async function benchPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ ...options, bypassCSP: true });
  const page = await context.newPage();
  page.on('close', () => void context.close());
  return page;
}
