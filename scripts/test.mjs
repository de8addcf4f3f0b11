#!/usr/bin/env node
// `npm test`: every check the project has, as fast as the machine's cores allow. The checks form a
// small graph (test-plan.mjs): the functions are bundled once for every emulator suite, the app is
// built once for both browser suites, and four emulator suites on ports of their own serve the
// emulator tests (two, a file at a time on each), the online browser tests and the App Check tests
// (whose functions enforce App Check), each with a database of its own. Steps whose inputs are ready run side by side, at most
// TEXAS42_TEST_JOBS at once (two more than the cores, at least 4: the browser and emulator
// suites spend much of their time waiting on timers and on each other, but at five at once on two
// cores the emulator's listen streams stalled and the browser walks fell behind).
//
// Each step writes its output to .test-results/<step>.log; the console gets a line when a step
// starts and ends, and the whole log of a step that failed. The last line totals the tests.
//
//   node scripts/test.mjs           every step (npm test)
//   node scripts/test.mjs --quick   lint, typecheck and the unit tests near what changed (npm run test:quick)
//   node scripts/test.mjs --only=unit,e2e-online   those steps and the steps they follow
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkInstall } from './check-install.mjs';
import { plan } from './test-plan.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, '.test-results');
const JOBS = Number(process.env.TEXAS42_TEST_JOBS ?? Math.max(4, cpus().length + 2));
const started = Date.now();

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const say = (line) => console.log(`[${seconds(started).padStart(5)}] ${line}`);

/** Every child process group still running, so an interrupted run leaves no emulator behind. */
const running = new Set();

/** Starts step or service `name`'s `command` in its own process group with its output in `log`.
 * Every process it starts inherits TEXAS42_TEST_STEP, so scripts/suite-cpu.mjs can tell whose
 * work each is. */
function launch({ name, command, args, env }, log) {
  const out = openSync(log, 'w');
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, TEXAS42_TEST_STEP: name },
    stdio: ['ignore', out, out],
    detached: true,
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  return child;
}

/** Ends a child's whole process group, politely and then for sure; resolves when it is gone. A
 * group whose leader has died already (an emulator suite whose firebase-tools crashed) may still
 * hold its Firestore emulator and functions workers: they are ended at once. */
function end(child) {
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  if (child.exitCode !== null || child.signalCode !== null) {
    kill('SIGKILL');
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    child.once('exit', resolve);
    kill('SIGTERM');
    setTimeout(() => kill('SIGKILL'), 20_000).unref();
  });
}

/** Starts a service (emulators) and resolves once its log shows it is ready. */
async function startService(service) {
  const log = join(RESULTS, `${service.name}.log`);
  const child = launch(service, log);
  say(`… ${service.name} starting`);
  const since = Date.now();
  while (!service.ready.test(readFileSync(log, 'utf8'))) {
    if (child.exitCode !== null)
      throw new Error(`${service.name} stopped before it was ready:\n${readFileSync(log, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  say(`… ${service.name} ready after ${seconds(since)}`);
  return child;
}

/** What the emulators say when they themselves fail a call: firebase-tools on a functions worker
 * that died or timed out under a request, or that never started; Node on a worker process that
 * crashed or ran out of memory. A test sees only `internal`, or a call that never answers; these
 * lines say which. (The functions' ordinary error logs are left out: the hostile-payload tests
 * make them on purpose.) */
const EMULATOR_TROUBLE =
  /Request to function failed|was killed because|timed out after|Failed to (load|handle|start)|UnhandledPromiseRejection|uncaughtException|heap out of memory|FATAL ERROR/;

/** Prints the emulator suite `name`'s trouble lines, the last 40 at most, for a step that failed. */
function reportTrouble(name) {
  const log = join(RESULTS, `${name}.log`);
  if (!existsSync(log)) return;
  const lines = readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => EMULATOR_TROUBLE.test(line))
    .map((line) => line.slice(0, 400));
  const shown = lines.length === 0 ? 'none\n' : `${lines.slice(-40).join('\n')}\n`;
  console.log(`--- what ${name} reported of its own failures (${log}) ---\n${shown}`);
}

/** The tests a vitest JSON report counts, or null for a step that is not a test run. */
function countsOf(step) {
  if (!step.report || !existsSync(step.report)) return null;
  const report = JSON.parse(readFileSync(step.report, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numTodoTests ?? 0) };
}

/** Runs the plan's steps in dependency order, `JOBS` at a time; resolves to each step's outcome. */
async function runPlan({ steps, services }) {
  const outcome = new Map();
  const serviceChildren = new Map();
  const pending = [...steps];
  /** The steps running now, each with the promise of its end. */
  const active = new Map();

  const serviceFor = (name) => {
    if (!serviceChildren.has(name)) {
      serviceChildren.set(
        name,
        startService(services[name]).catch((error) => {
          say(`✗ ${name}: ${error.message}`);
          return null;
        }),
      );
    }
    return serviceChildren.get(name);
  };
  const stopUnneededServices = async () => {
    for (const [name, starting] of serviceChildren) {
      const stillNeeded = [...pending, ...active.keys()].some((step) => step.services.includes(name));
      if (!stillNeeded) {
        serviceChildren.delete(name);
        // A suite that stopped before it was ready has nothing left to end.
        const child = await starting;
        if (child === null) continue;
        await end(child);
        say(`… ${name} stopped`);
      }
    }
  };

  const runStep = async (step) => {
    const since = Date.now();
    const ready = await Promise.all(step.services.map(serviceFor));
    if (ready.some((child) => child === null)) {
      outcome.set(step.name, { ok: false, counts: null });
      return;
    }
    say(`▶ ${step.name}`);
    const log = join(RESULTS, `${step.name}.log`);
    const child = launch(step, log);
    const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
    const counts = countsOf(step);
    const tally = counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : '';
    outcome.set(step.name, { ok: code === 0, counts });
    say(`${code === 0 ? '✓' : '✗'} ${step.name} in ${seconds(since)}${tally}`);
    if (code !== 0) {
      console.log(
        `\n--- ${step.name}: ${log} ---\n${readFileSync(log, 'utf8')}--- end of ${step.name} ---\n`,
      );
      for (const service of step.services) reportTrouble(service);
    }
  };

  const underway = (name) => outcome.has(name) || [...active.keys()].some((step) => step.name === name);
  while (pending.length > 0 || active.size > 0) {
    // In the plan's order of preference: a ready step takes a free place, and a step whose needs
    // have all started keeps one for when they end (its emulator suite booting meanwhile, once
    // the functions it serves are bundled), so a short step listed later (lint) never holds up a
    // long suite listed before it that waits only for a build to finish.
    let free = JOBS - active.size;
    for (const step of [...pending]) {
      if (free <= 0) break;
      if (step.needs.every((name) => outcome.has(name))) {
        pending.splice(pending.indexOf(step), 1);
        active.set(
          step,
          runStep(step).then(() => active.delete(step)),
        );
        free--;
      } else if (step.needs.every(underway)) {
        free--;
        for (const service of step.services.map((name) => services[name]))
          if (service.needs.every((name) => outcome.has(name))) void serviceFor(service.name);
      }
    }
    if (active.size === 0 && pending.length > 0)
      throw new Error('test plan: a step waits on one that never runs');
    await Promise.race(active.values());
    await stopUnneededServices();
  }
  return outcome;
}

/** The plan cut to the steps named (and the steps they follow), or whole when none are named. */
function withOnly({ steps, services }, names) {
  if (!names) return { steps, services };
  const unknown = names.filter((name) => !steps.some((step) => step.name === name));
  if (unknown.length > 0) {
    console.error(
      `No step named ${unknown.join(', ')}; the steps: ${steps.map((step) => step.name).join(', ')}.`,
    );
    process.exit(1);
  }
  const kept = new Set();
  const keep = (name) => {
    if (kept.has(name)) return;
    kept.add(name);
    steps.find((step) => step.name === name).needs.forEach(keep);
  };
  names.forEach(keep);
  return { steps: steps.filter((step) => kept.has(step.name)), services };
}

// A step ended by the interrupt lets the plan start the next one (and its emulator suite) while
// the others are still ending: those are ended too, or an emulator suite outlives the run and holds
// its ports against the next one ("port taken").
const interrupted = async () => {
  while (running.size > 0) await Promise.all([...running].map(end));
  process.exit(130);
};
process.on('SIGINT', interrupted);
process.on('SIGTERM', interrupted);

checkInstall();
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const quick = process.argv.includes('--quick');
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const outcome = await runPlan(withOnly(plan({ quick, results: RESULTS }), only));

const failedSteps = [...outcome].filter(([, result]) => !result.ok).map(([name]) => name);
const counted = [...outcome.values()].map((result) => result.counts).filter(Boolean);
const passed = counted.reduce((sum, c) => sum + c.passed, 0);
const failed = counted.reduce((sum, c) => sum + c.failed, 0);
say(failedSteps.length === 0 ? 'every step passed' : `failed: ${failedSteps.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length === 0 ? 0 : 1);
