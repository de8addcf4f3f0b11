// One production instance, for the bench (one-instance.ts starts it): the built callables
// (functions/lib/index.cjs, the bundle Cloud Functions deploys, with its AI worker beside it)
// served from this one Node process with at most INSTANCE_CONCURRENCY requests in flight, as Cloud
// Run hands an instance `concurrency` requests at once (the rest wait here, in order), against the
// real Firestore and Auth emulators. The functions emulator cannot show this: it runs each request
// in a worker process of its own. Prints `listening <port>` when ready; GET /stats answers what
// the instance spent (CPU, the event loop's delay, memory at the start and at its peak).
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { HOST, PORTS, PROJECT_ID } from '../support/emulators';

const CONCURRENCY = Number(process.env.INSTANCE_CONCURRENCY ?? 80);

// The emulators this instance talks to, as the functions emulator tells its own workers.
process.env.GCLOUD_PROJECT = PROJECT_ID;
process.env.FIREBASE_CONFIG = JSON.stringify({ projectId: PROJECT_ID });
process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;
// A deployed function enforces App Check (functions/src/app-check.ts); the bench's callers carry
// no App Check token, and what it measures is the callables' work.
process.env.ENFORCE_APP_CHECK = 'false';

/** A deployed callable: the express-style handler firebase-functions' onCall builds. */
type Callable = (request: unknown, response: unknown) => Promise<void>;
/** The bundle is CommonJS: its exports object (the table of callables) is the import's default. */
const callables = (await import(new URL('../../functions/lib/index.cjs', import.meta.url).href))
  .default as Record<string, Callable>;

const startRssMiB = Math.round(process.memoryUsage().rss / 2 ** 20);

/** The two express methods an onCall handler uses on a plain Node request and response. */
const asExpress = (request: IncomingMessage, body: unknown, response: ServerResponse) => ({
  request: Object.assign(request, { body, header: (name: string) => request.headers[name.toLowerCase()] }),
  response: Object.assign(response, {
    status: (code: number) => {
      response.statusCode = code;
      return response;
    },
    send: (data: unknown) => {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(data));
    },
  }),
});

let inFlight = 0;
const waiting: (() => void)[] = [];
/** Runs `serve` once fewer than CONCURRENCY requests are in flight. */
const admitted = async (serve: () => Promise<void>) => {
  if (inFlight >= CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  inFlight++;
  try {
    await serve();
  } finally {
    inFlight--;
    waiting.shift()?.();
  }
};

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

const stats = () => {
  const cpu = process.cpuUsage();
  return {
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    loopDelayP99Ms: Math.round(loopDelay.percentile(99) / 1e6),
    loopDelayMaxMs: Math.round(loopDelay.max / 1e6),
    peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
    startRssMiB,
  };
};

const server = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/stats') {
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify(stats()));
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const callable = callables[request.url?.split('/').at(-1) ?? ''];
    if (callable === undefined) {
      response.statusCode = 404;
      response.end();
      return;
    }
    const text = Buffer.concat(chunks).toString('utf8');
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    const express = asExpress(request, body, response);
    void admitted(() => callable(express.request, express.response));
  });
});
server.listen(0, HOST, () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address !== null ? address.port : ''}`);
});
