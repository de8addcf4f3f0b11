// `npm run bench:web`: the per-tap timing of the web app on the real emulators. Runs the online
// browser test web/e2e/tap-timing.online.test.ts (four phones play TEXAS42_TAP_HANDS hands, two by
// default here) and prints, over every domino tap, the median and p95 of the time until the play
// shows on the player's own screen and on the other phones, with the machine's load averages.
// Aim: own screen p95 <= 100 ms, other phones p95 <= 500 ms. The emulators use fixed ports: run
// one at a time (the helpers here wrap it in `flock /tmp/texas42-emulators.lock`).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPORT = fileURLToPath(new URL('../web/test-output/tap-timing.json', import.meta.url));
const hands = process.env.TEXAS42_TAP_HANDS ?? '2';
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

rmSync(REPORT, { force: true });
const loadAtStart = load();
const run = spawnSync(
  process.execPath,
  [
    'scripts/emulators.mjs',
    'exec',
    '--',
    'npx',
    'vitest',
    'run',
    '--config',
    'web/vitest.e2e-online.config.ts',
    'e2e/tap-timing.online.test.ts',
  ],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, TEXAS42_TAP_HANDS: hands } },
);
if (run.status !== 0) process.exit(run.status ?? 1);

const report = JSON.parse(readFileSync(REPORT, 'utf8'));
const line = (label, figures, aim) =>
  `${label.padEnd(14)} median ${String(figures.median).padStart(5)} ms   p95 ${String(figures.p95).padStart(5)} ms   (min ${figures.min}, max ${figures.max}; aim p95 <= ${aim} ms)`;
console.log(`\nPer-tap timing: ${report.taps} domino taps, ${hands} hand(s), four phones on the emulators`);
console.log(line('own screen', report.own, 100));
console.log(line('other phones', report.others, 500));
console.log(
  `load average (1, 5, 15 min) on ${availableParallelism()} cores: ${loadAtStart} at the start, ` +
    `${report.load.before.map((v) => v.toFixed(1)).join(' ')} when play began, ${load()} at the end`,
);
