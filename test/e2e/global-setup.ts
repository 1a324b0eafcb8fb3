// Vitest global setup: build the app once (for the bundle budgets and browser tests) and serve it if Chromium is here.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build, preview } from 'vite';
import { CHROMIUM } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    distDir: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.BUILD === '0') {
    project.provide('distDir', '');
    project.provide('baseUrl', '');
    return;
  }
  const outDir = mkdtempSync(join(tmpdir(), 'azuma3d-dist-'));
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  project.provide('distDir', outDir);
  if (!existsSync(CHROMIUM) || process.env.E2E === '0') {
    project.provide('baseUrl', '');
    return;
  }
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
