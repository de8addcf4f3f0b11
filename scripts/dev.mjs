// `npm run dev`: the whole app on this machine. Checks the install, then starts the real Firebase
// emulators and the Vite dev server side by side, both reachable from phones on the same network,
// and prints one line with the addresses once the page is served and a callable answers.
// `npm run dev -- --verbose` shows firebase-tools' and Vite's whole output (scripts/dev-output.mjs).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkInstall } from './check-install.mjs';
import { emulatorLine, webLine } from './dev-output.mjs';
import { PAGE_URL, WEB_PORT, callableAnswers, pageAnswers } from './dev-probes.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const EMULATORS_READY = /All emulators ready/;
const VERBOSE = process.argv.includes('--verbose');
// How long to wait for a callable once the emulators say they are ready (their functions load
// before that line, so this only runs out when the functions failed to load).
const CALLABLE_TRIES = 20;
const started = performance.now();

/** The machine's IPv4 addresses on the local network, for phones to reach it. */
function lanAddresses() {
  return Object.values(networkInterfaces())
    .flat()
    .filter((net) => net && net.family === 'IPv4' && !net.internal)
    .map((net) => net.address);
}

/**
 * firebase-tools leaves a note of a running suite in the temp folder (hub-<project>.json) and
 * warns of "multiple instances" when it finds one. A note whose hub does not answer is left over
 * from a suite that was killed, and is removed; a hub that answers means the suite is running.
 */
async function refuseSecondSuite() {
  const note = join(tmpdir(), 'hub-demo-texas42.json');
  if (!existsSync(note)) return;
  const origin = JSON.parse(readFileSync(note, 'utf8')).origins?.[0];
  const running = await fetch(`${origin}/emulators`, { signal: AbortSignal.timeout(1000) }).then(
    (response) => response.ok,
    () => false,
  );
  if (!running) return unlinkSync(note);
  console.error(
    `The Firebase emulators are already running (their hub answers at ${origin}): stop them` +
      ' (another `npm run dev`, or tests) before starting `npm run dev`.',
  );
  process.exit(1);
}

/** 'starting', then 'ready' once our ready line is printed, then 'stopping'. */
let phase = 'starting';
const children = new Set();

/** Stops every child (each in its own process group, so the emulators shut down cleanly) and
 * exits once they have. */
function stop(code = 0) {
  if (phase === 'stopping') return;
  if (phase === 'ready') console.log('Stopping the emulators and the web app...');
  phase = 'stopping';
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (children.size === 0) process.exit(code);
  process.exitCode = code;
}

/** Starts a child in its own process group; `shown` picks the lines of its output to print. */
function start(name, command, args, cwd, shown) {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.add(child);
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      for (const line of chunk.split('\n')) {
        const text = shown(line);
        if (line.trim() !== '' && (VERBOSE || text !== null))
          console.log(VERBOSE ? `[${name}] ${line}` : text);
      }
    });
  }
  child.on('exit', (code) => {
    children.delete(child);
    if (phase !== 'stopping') {
      console.error(`[${name}] stopped (${code ?? 'signal'}); stopping everything.`);
      stop(code || 1);
    }
    if (children.size === 0) process.exit();
  });
  return child;
}

/** Whether `answers` does within `tries` tries, asking every 250 ms (forever when not given). */
async function waitFor(answers, tries = Infinity) {
  for (let tried = 0; tried < tries; tried++) {
    if (await answers()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

checkInstall();
await refuseSecondSuite();
console.log('Starting the Firebase emulators and the web app...');

let emulatorsSaidReady;
const emulatorsReady = new Promise((resolve) => (emulatorsSaidReady = resolve));
const emulatorArgs = ['scripts/emulators.mjs', 'start', '--host', '0.0.0.0'];
start('emulators', process.execPath, emulatorArgs, ROOT, (line) => {
  if (EMULATORS_READY.test(line)) emulatorsSaidReady();
  return emulatorLine(line, phase);
});

const vitePackage = createRequire(join(ROOT, 'web', 'package.json')).resolve('vite/package.json');
const viteBin = join(vitePackage, '..', JSON.parse(readFileSync(vitePackage, 'utf8')).bin.vite);
const viteArgs = ['--host', '0.0.0.0', '--port', String(WEB_PORT), '--strictPort'];
start('web', process.execPath, [viteBin, ...viteArgs], join(ROOT, 'web'), webLine);

const [, functionsAnswer] = await Promise.all([
  waitFor(pageAnswers),
  emulatorsReady.then(() => waitFor(callableAnswers, CALLABLE_TRIES)),
]);
const phones = lanAddresses().map((ip) => `http://${ip}:${WEB_PORT}/`);
const where = `${PAGE_URL}${phones.length ? ` (on a phone on this network: ${phones.join(' ')})` : ''}`;
if (phase === 'starting' && functionsAnswer) {
  phase = 'ready';
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`\nTexas 42 is ready after ${seconds} s: open ${where}. Ctrl-C stops everything.\n`);
} else if (phase === 'starting') {
  console.error(`The web app is up at ${where}, but the functions do not answer: see the errors above.`);
}
