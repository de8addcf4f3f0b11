#!/usr/bin/env node
// `npm run test:soak`: the whole suite, several times in a row, on a machine kept busy by two
// extra processes that spin on a core each (as a phone's browser or a second build would), to show
// the suite passes because it is right, not because the machine was quiet. Stops at the first
// failed run and prints each run's time and the load it saw.
//
//   npm run test:soak [-- --runs=3 --busy=2]
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

const option = (name, fallback) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = option('runs', 3);
const BUSY = option('busy', 2);

/** A process that keeps one core busy until it is killed. */
const spinner = () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });

/** The run of the suite under way, if any. */
let running = null;

/** Runs `npm test` once, its output passed through; resolves to its exit code. */
const suite = () =>
  new Promise((resolve) => {
    running = spawn('npm', ['test'], { stdio: 'inherit', detached: true });
    running.on('exit', (code) => resolve(code ?? 1));
  });

const spinners = Array.from({ length: BUSY }, spinner);
const stopSpinners = () => spinners.forEach((child) => child.kill('SIGKILL'));
process.on('exit', stopSpinners);

/** Stopped from outside: the suite under way is passed the signal and waited for, so nothing
 * outlives the soak. It goes to the suite's whole process group: npm passes a signal to its shell,
 * which dies of it without passing it on, and the test runner would run on unended. */
const stop = (signal, code) => {
  if (running === null || running.exitCode !== null) process.exit(code);
  running.once('exit', () => process.exit(code));
  process.kill(-running.pid, signal);
};
process.on('SIGINT', () => stop('SIGINT', 130));
process.on('SIGTERM', () => stop('SIGTERM', 143));

const rows = [];
for (let run = 1; run <= RUNS; run++) {
  const started = Date.now();
  const code = await suite();
  const minutes = (Date.now() - started) / 60_000;
  rows.push(
    `run ${run}: ${code === 0 ? 'passed' : 'FAILED'} in ${minutes.toFixed(1)} min, load ${loadavg()[1].toFixed(1)} (5-min average at the end)`,
  );
  console.log(`\nsoak ${rows.at(-1)}\n`);
  if (code !== 0) break;
}
stopSpinners();
console.log(`soak with ${BUSY} busy processes, ${new Date().toISOString()}:\n${rows.join('\n')}`);
process.exit(rows.length === RUNS && rows.every((row) => row.includes('passed')) ? 0 : 1);
