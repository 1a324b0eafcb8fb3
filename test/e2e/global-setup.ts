// Vitest global setup for browser tests: build the app once and serve it with vite preview, if Chromium is here.
import { existsSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build, preview } from 'vite';
import { CHROMIUM } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const wanted = project.config.include.some((g) => g.includes('e2e')) || true;
  if (!wanted || !existsSync(CHROMIUM) || process.env.E2E === '0') {
    project.provide('baseUrl', '');
    return;
  }
  const outDir = mkdtempSync(join(tmpdir(), 'azuma3d-dist-'));
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 4173;
  project.provide('baseUrl', `http://127.0.0.1:${port}/`);
  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  };
}
