// Starts one production instance (instance-server.ts) in a Node process of its own on one core, so
// its event loop is not the clients': the callables at a given concurrency, with the AI on its worker thread
// or (threads 0) on the event loop.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { HOST } from '../support/emulators';

/** How the instance runs: requests in flight at most, and AI worker threads (0: on the loop). */
export interface InstanceOptions {
  readonly concurrency: number;
  readonly aiThreads: number;
}

/** What the instance spent while it served. */
export interface InstanceStats {
  readonly cpuMs: number;
  readonly loopDelayP99Ms: number;
  readonly loopDelayMaxMs: number;
  readonly peakRssMiB: number;
  readonly startRssMiB: number;
}

/** A running instance. */
export interface Instance {
  readonly port: number;
  stats(): Promise<InstanceStats>;
  stop(): void;
}

/** Starts an instance and resolves once it listens. */
export async function startInstance({ concurrency, aiThreads }: InstanceOptions): Promise<Instance> {
  // Pinned to one core, as a function with cpu 1 gets one: the AI's worker thread then shares that
  // core with the event loop, as it would deployed.
  const child = spawn(
    'taskset',
    [
      '--cpu-list',
      '0',
      process.execPath,
      '--import',
      'tsx',
      new URL('./instance-server.ts', import.meta.url).pathname,
    ],
    {
      env: {
        ...process.env,
        INSTANCE_CONCURRENCY: String(concurrency),
        TEXAS42_AI_THREADS: String(aiThreads),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`the instance exited with code ${code} before it listened`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
  });
  return {
    port,
    stats: async () => (await (await fetch(`http://${HOST}:${port}/stats`)).json()) as InstanceStats,
    stop: () => child.kill('SIGTERM'),
  };
}
