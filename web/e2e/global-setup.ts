// Once per run: check for Chromium, build the app in e2e mode (unless the test pipeline,
// scripts/test.mjs, has built it once for both browser suites) and serve it on a free port. The
// tests read the URL and the browser path with `inject`.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

const webRoot = fileURLToPath(new URL('..', import.meta.url));
/** Where web/package.json's build:e2e script writes the build: beside dist/, which the production
 * build (and the bundle budget's, scripts/bundle-size.mjs) empties. */
const outDir = 'dist-e2e';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (process.env.TEXAS42_E2E_BUILT !== '1') {
    execFileSync('npm', ['run', '--silent', 'build:e2e'], { cwd: webRoot, stdio: 'inherit' });
  }
  const port = await freePort();
  const server = await preview({
    root: webRoot,
    mode: 'e2e',
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('chromiumPath', chromiumPath);
  return async () => {
    await server.close();
  };
}
