// Browser smoke test: the start screen appears and a game starts on a live WebGL canvas.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  baseUrl,
  browserTest,
  hasWebGL,
  launch,
  newPage,
  screenshot,
  unavailable,
} from './chromium';

describe('smoke', () => {
  let browser: Browser | null = null;
  beforeAll(async () => {
    if (!unavailable()) browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  browserTest('start screen, then a game on a WebGL canvas', async () => {
    const page = await newPage(browser!);
    await page.goto(baseUrl());
    await page.getByRole('button', { name: /play/i }).click();
    await page.waitForSelector('canvas');
    await page.waitForTimeout(500);
    expect(await hasWebGL(page)).toBe(true);
    await screenshot(page, 'smoke-table');
  });
});
