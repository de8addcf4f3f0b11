// `npm run measure:dev`: how long a newcomer waits after `npm run dev`. Starts it as a person
// would and times, from that moment: the page served; the app's home screen shown in Chromium
// (Vite compiles the modules on their first request); a callable answering on the functions
// emulator; and `npm run dev`'s own ready line. Prints the seconds of each with the machine's
// load, then stops everything as Ctrl-C would. The output of `npm run dev` goes to a log (the
// first argument, or /tmp/measure-dev-start.log), each line with the seconds since the start;
// `--verbose` after it passes to `npm run dev`, to see where the time goes.
// It needs the ports `npm run dev` uses: on a shared machine, run it under the emulator lock.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { PAGE_URL, callableAnswers, pageAnswers } from './dev-probes.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GIVE_UP_MS = 180_000;
const POLL_MS = 100;
// Where the browser tests look for it (web/e2e/chromium.ts), the headless shell first.
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';
const [LOG = '/tmp/measure-dev-start.log', ...DEV_ARGS] = process.argv.slice(2);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The browser starts before `npm run dev` does: its own start is not the app's.
const browser = existsSync(CHROMIUM)
  ? await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
  : null;

/** Whether the home screen shows in a fresh tab (waiting up to a minute for it). */
async function homeScreenShows() {
  const tab = await browser.newPage();
  try {
    await tab.goto(PAGE_URL);
    await tab.getByRole('heading', { name: 'Texas 42' }).waitFor({ timeout: 60_000 });
    return true;
  } catch {
    return false;
  } finally {
    await tab.close();
  }
}

let saidReady = false;
/** What is timed, each a check that says whether it is reached. */
const MILESTONES = {
  page: pageAnswers,
  ...(browser && { 'home screen': async () => (await pageAnswers()) && (await homeScreenShows()) }),
  callable: callableAnswers,
  'ready line': async () => saidReady,
};

const started = performance.now();
const seconds = () => (performance.now() - started) / 1000;
const log = createWriteStream(LOG);
const dev = spawn('npm', ['run', 'dev', '--', ...DEV_ARGS], {
  cwd: ROOT,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
for (const stream of [dev.stdout, dev.stderr]) {
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const at = seconds().toFixed(1).padStart(5);
    for (const line of chunk.split('\n').filter(Boolean)) {
      saidReady ||= line.startsWith('Texas 42 is ready');
      log.write(`${at} ${line}\n`);
    }
  });
}
let devExited = false;
const exited = new Promise((resolve) => dev.on('exit', resolve)).then(() => (devExited = true));

/** The seconds from the start until `reached` says yes, or null if `npm run dev` stops first. */
async function timeTo(reached) {
  while (!devExited && seconds() * 1000 < GIVE_UP_MS) {
    if (await reached()) return seconds();
    await sleep(POLL_MS);
  }
  return null;
}
const names = Object.keys(MILESTONES);
const figures = await Promise.all(names.map((name) => timeTo(MILESTONES[name])));
const load = loadavg()
  .map((figure) => figure.toFixed(2))
  .join(' ');
await browser?.close();

// Ctrl-C reaches the whole process group; give the emulators time to shut down, then insist.
try {
  process.kill(-dev.pid, 'SIGINT');
} catch {
  // already gone
}
if (!(await Promise.race([exited, sleep(30_000).then(() => false)]))) process.kill(-dev.pid, 'SIGKILL');

const shown = names.map(
  (name, i) => `${name} ${figures[i] === null ? 'never' : `${figures[i].toFixed(1)} s`}`,
);
console.log(`${shown.join(', ')} (load ${load}${browser ? '' : '; no Chromium'}; output in ${LOG})`);
process.exit(figures.every((figure) => figure !== null) ? 0 : 1);
