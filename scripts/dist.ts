// Builds the game for production into a fresh folder and serves it with vite preview (tests and benchmarks).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';

/** A production build in a new temporary folder named after `prefix`; returns the folder. */
export async function buildDist(prefix: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), prefix));
  // Vitest runs with NODE_ENV=test, which would give a development build of React: build as production.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = env;
  }
  return outDir;
}

/** Serves a build on a free port of 127.0.0.1. */
export async function previewDist(
  outDir: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 4173;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((done) => server.httpServer.close(() => done())),
  };
}
