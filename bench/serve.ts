// Serves a production build for the browser benchmarks: `--url <address>` uses a running one instead.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';

export async function serve(): Promise<{ url: string; close: () => Promise<void> }> {
  const given = process.argv.indexOf('--url');
  if (given >= 0 && process.argv[given + 1])
    return { url: process.argv[given + 1]!, close: async () => {} };
  const outDir = mkdtempSync(join(tmpdir(), 'azuma-bench-'));
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
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
