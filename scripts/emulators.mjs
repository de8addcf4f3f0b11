// Runs the real Firebase emulators (auth, functions, Firestore) with no manual setup: checks Java,
// points firebase-tools at the preinstalled Firestore emulator when the machine has one (it cannot
// download its own here), bundles the functions (esbuild only, under a second: `npm run typecheck`
// checks their types), then starts the suite or runs a command inside it.
//
//   node scripts/emulators.mjs exec [--port-offset N] -- <command...>
//                                                     run <command> against fresh emulators
//   node scripts/emulators.mjs start [--host 0.0.0.0]  keep them running for dev (LAN with --host)
//   node scripts/emulators.mjs serve [--port-offset N] keep them running for the test pipeline
//                                                       (scripts/test.mjs), every port moved by N
// `exec` and `serve` use the test limits below. TEXAS42_FUNCTIONS_BUILT=1 skips the functions build
// (the test pipeline bundles them once for every suite it boots).
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_LIMITS } from './test-limits.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WORK_DIR = join(ROOT, '.emulators');
const PROJECT = 'demo-texas42';
const ONLY = 'auth,functions,firestore';
const SYSTEM_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** Prints one line and exits non-zero. */
function fail(message) {
  console.error(`emulators: ${message}`);
  process.exit(1);
}

/** The real path of the `java` on PATH (the one firebase-tools will run), or a one-line error. */
function findJava() {
  const java = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir !== '')
    .map((dir) => join(dir, 'java'))
    .find((path) => existsSync(path));
  if (!java) {
    fail('Java not found on PATH; the Firestore emulator needs a JDK (apt-get install openjdk-17-jdk).');
  }
  return realpathSync(java);
}

/**
 * The system jar has no Main-Class, and firebase-tools chmods whatever jar it is given, so it gets
 * a tiny launcher jar whose manifest names the main class and puts the system jar on the class path.
 */
function firestoreLauncher(java) {
  const jarTool = join(dirname(java), 'jar');
  const launcher = join(WORK_DIR, 'firestore-launcher.jar');
  const manifestPath = join(WORK_DIR, 'manifest.txt');
  const manifest = `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: ${SYSTEM_FIRESTORE_JAR}\n`;
  if (existsSync(launcher) && existsSync(manifestPath) && readFileSync(manifestPath, 'utf8') === manifest) {
    return launcher;
  }
  if (!existsSync(jarTool))
    fail(`no 'jar' tool beside ${java}; install a JDK (e.g. openjdk-17-jdk-headless).`);
  mkdirSync(join(WORK_DIR, 'empty'), { recursive: true });
  // On a fresh clone the test pipeline starts several suites at once, and each builds the launcher.
  // `jar` replaces an existing jar by unlinking it first, so two of them finishing together failed
  // with NoSuchFileException; each builds its own and renames it into place, which is atomic.
  const ownManifest = `${manifestPath}.${process.pid}`;
  const ownLauncher = `${launcher}.${process.pid}`;
  writeFileSync(ownManifest, manifest);
  run(jarTool, ['cfm', ownLauncher, ownManifest, '-C', join(WORK_DIR, 'empty'), '.']);
  renameSync(ownLauncher, launcher);
  renameSync(ownManifest, manifestPath);
  return launcher;
}

/** Runs a command to completion, exiting if it fails. */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed.`);
}

/**
 * firebase.json with every emulator bound to `host` and every port moved by `offset`, written
 * beside it (paths stay relative), so a second suite can run beside the first.
 */
function derivedConfig({ host, offset }) {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  for (const emulator of Object.values(config.emulators)) {
    if (typeof emulator !== 'object' || !('port' in emulator)) continue;
    if (host) emulator.host = host;
    emulator.port += offset;
    if ('websocketPort' in emulator) emulator.websocketPort += offset;
  }
  const path = join(ROOT, `.firebase.${host ?? 'loopback'}.${offset}.json`);
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  return path;
}

/** The firebase-tools arguments for the requested mode. */
function firebaseArgs(argv) {
  const [mode, ...rest] = argv;
  if (mode === 'exec' && rest[0] === '--' && rest.length > 1) {
    return ['emulators:exec', '--project', PROJECT, '--only', ONLY, rest.slice(1).join(' ')];
  }
  const moved = Number(rest[1]);
  if (
    mode === 'exec' &&
    rest[0] === '--port-offset' &&
    Number.isInteger(moved) &&
    rest[2] === '--' &&
    rest.length > 3
  ) {
    const config = derivedConfig({ offset: moved });
    return [
      'emulators:exec',
      '--project',
      PROJECT,
      '--only',
      ONLY,
      '--config',
      config,
      rest.slice(3).join(' '),
    ];
  }
  if (mode === 'start' && rest.length === 0) {
    return ['emulators:start', '--project', PROJECT, '--only', ONLY];
  }
  if (mode === 'start' && rest[0] === '--host' && rest.length === 2) {
    const config = derivedConfig({ host: rest[1], offset: 0 });
    return ['emulators:start', '--project', PROJECT, '--only', ONLY, '--config', config];
  }
  if (mode === 'serve' && rest.length === 0) {
    return ['emulators:start', '--project', PROJECT, '--only', ONLY];
  }
  const offset = Number(rest[1]);
  if (mode === 'serve' && rest[0] === '--port-offset' && rest.length === 2 && Number.isInteger(offset)) {
    return ['emulators:start', '--project', PROJECT, '--only', ONLY, '--config', derivedConfig({ offset })];
  }
  fail(
    'usage: emulators.mjs exec [--port-offset <n>] -- <command...> | start [--host <address>] | serve [--port-offset <n>]',
  );
}

const mode = process.argv[2];
const args = firebaseArgs(process.argv.slice(2));
// No metadata-server probing: this is never Google Cloud, and the probe only prints a warning.
// A functions worker must load within FUNCTIONS_DISCOVERY_TIMEOUT seconds (firebase-tools waits
// 30 by default, then drops the request unanswered): a busy shared machine needs longer.
const env = {
  ...process.env,
  METADATA_SERVER_DETECTION: 'none',
  FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
};
// Each functions worker loads only what it uses of firebase-tools: about a second of CPU less per
// worker (scripts/functions-worker-preload.mjs; it does nothing in any other process).
const workerPreload = new URL('functions-worker-preload.mjs', import.meta.url).href;
env.NODE_OPTIONS = [process.env.NODE_OPTIONS, `--import=${JSON.stringify(workerPreload)}`]
  .filter(Boolean)
  .join(' ');
// A test run (exec, serve) shortens how long a silent phone or a silent turn keeps its seat.
if (mode === 'exec' || mode === 'serve') {
  for (const [name, value] of Object.entries(TEST_LIMITS)) env[name] ??= value;
}
// The suites `npm test` serves compile the Firestore emulator's Java with the JVM's quick compiler
// alone: a suite lives a few minutes, too short for the optimising compiler's work to pay back.
// Measured on the emulator tests alone (both their suites): the JVMs' CPU went from 62 to 35 s and
// the step's whole CPU from 232 to 209 s, its wall time not longer (185 s, then 178 s).
if (mode === 'serve') env.JAVA_TOOL_OPTIONS ??= '-XX:TieredStopAtLevel=1';
// They serve every callable from one pool of functions workers instead of a pool per callable: a
// suite starts a handful of workers rather than dozens (scripts/firebase-tools-preload.mjs).
if (mode === 'serve') env.TEXAS42_ONE_WORKER_POOL ??= '1';
// A command run inside moved emulators finds them by the same offset (the tests' ports, and the
// app's when the browser tests build it).
if (mode === 'exec' && process.argv[3] === '--port-offset') {
  env.TEXAS42_EMULATOR_PORT_OFFSET = process.argv[4];
  env.VITE_EMULATOR_PORT_OFFSET = process.argv[4];
}
// firebase-tools finds a running suite by a file named after the project in the temporary folder;
// each test suite gets its own folder, so two suites side by side (or one left by a crash) do not
// meet. `npm run dev` keeps the usual folder, where scripts/dev.mjs looks for a suite already running.
// The suite runs from that folder too, so the emulators' logs (firestore-debug.log and the like)
// are its own, not overwritten by the next suite to start: a test that failed on a listen stream
// can be read beside the Firestore emulator's log of the same run.
let cwd = ROOT;
if (mode !== 'start') {
  if (!args.includes('--config')) args.splice(1, 0, '--config', join(ROOT, 'firebase.json'));
  const config = args[args.indexOf('--config') + 1];
  env.TMPDIR = join(WORK_DIR, 'tmp', basename(config, '.json'));
  rmSync(env.TMPDIR, { recursive: true, force: true });
  mkdirSync(env.TMPDIR, { recursive: true });
  cwd = env.TMPDIR;
  console.log(`emulators: their logs (firestore-debug.log and the like) are in ${cwd}`);
  // The command `exec` runs inside the suite runs from the project, as it was typed.
  if (mode === 'exec') args[args.length - 1] = `cd ${JSON.stringify(ROOT)} && ${args[args.length - 1]}`;
}
const java = findJava();
if (existsSync(SYSTEM_FIRESTORE_JAR)) env.FIRESTORE_EMULATOR_BINARY_PATH = firestoreLauncher(java);
if (process.env.TEXAS42_FUNCTIONS_BUILT !== '1') run('npm', ['run', '--silent', '-w', 'functions', 'bundle']);

const firebaseBin = createRequire(join(ROOT, 'package.json')).resolve('firebase-tools/lib/bin/firebase.js');
const preload = new URL('firebase-tools-preload.mjs', import.meta.url).href;
const child = spawn(process.execPath, ['--import', preload, firebaseBin, ...args], {
  cwd,
  env,
  stdio: 'inherit',
});
// Ctrl-C reaches the whole process group; let firebase-tools shut the emulators down and exit after it.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
