// Dev-only: renders BONANZA's card atlases and phone hands in Chromium and saves PNGs to look at: `npx tsx scripts/look-bonanza-cards.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const OUT = join(import.meta.dirname, '..', 'test', 'e2e', 'screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const bundle = await build({
  entryPoints: [join(import.meta.dirname, 'look-bonanza-cards-page.ts')],
  bundle: true,
  write: false,
  format: 'iife',
  target: 'es2022',
});
const script = bundle.outputFiles[0]?.text ?? '';
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--use-gl=angle',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
  ],
  headless: true,
});
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error(e));
  await page.setContent('<!doctype html><meta charset="utf-8"><body></body>');
  await page.addScriptTag({ content: script });
  const shots = await page.evaluate(() => window.bonanzaShots ?? {});
  mkdirSync(OUT, { recursive: true });
  for (const [name, url] of Object.entries(shots)) {
    const file = join(OUT, `${name}.png`);
    writeFileSync(file, Buffer.from(url.replace(/^data:image\/png;base64,/, ''), 'base64'));
    console.log(file);
  }
} finally {
  await browser.close();
}
