#!/usr/bin/env node
// `npm test` with the CPU each of its steps spent (npm run perf -- --only=suite). The suite's steps
// run side by side on the machine's cores, so its wall time is bounded below by the CPU it needs
// divided by the cores: this says which steps need it. Every process a step starts (browsers,
// emulators, the functions' workers) inherits TEXAS42_TEST_STEP from scripts/test.mjs or is the
// child of one that does, and a sample of /proc each second adds up their CPU time. A process
// that lives less than a second between two samples is missed, so the figures are a little low.
// Linux only (it reads /proc).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;
/** The step a process works for, by pid and start time (a pid may be reused), once read. */
const stepOf = new Map();
/** The CPU seconds each process has used so far, by pid and start time. */
const used = new Map();

/** The step named in a process's environment, or null for one outside the suite. */
function readStep(pid) {
  try {
    const found = readFileSync(`/proc/${pid}/environ`, 'latin1')
      .split('\0')
      .find((entry) => entry.startsWith('TEXAS42_TEST_STEP='));
    return found ? found.slice('TEXAS42_TEST_STEP='.length) : null;
  } catch {
    return null;
  }
}

/** Reads every process's CPU time so far. A process whose environment cannot be read for the
 * step (Chromium's renderers write their titles over it) works for its parent's step. */
function sample() {
  const now = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    } catch {
      continue;
    }
    // Fields after the command's closing parenthesis: the parent is the 2nd, utime and stime
    // the 12th and 13th, the start time the 20th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    now.set(pid, {
      ppid: fields[1],
      key: `${pid}@${fields[19]}`,
      cpu: (Number(fields[11]) + Number(fields[12])) / TICKS,
    });
  }
  const resolve = (pid, depth = 0) => {
    const entry = now.get(pid);
    if (entry === undefined || depth > 40) return null;
    if (!stepOf.has(entry.key)) stepOf.set(entry.key, readStep(pid) ?? resolve(entry.ppid, depth + 1));
    return stepOf.get(entry.key);
  };
  for (const [pid, { key, cpu }] of now) if (resolve(pid) !== null) used.set(key, cpu);
}

const started = Date.now();
const suite = spawn('node', ['scripts/test.mjs', ...process.argv.slice(2)], { stdio: 'inherit' });
const sampling = setInterval(sample, 1000);
const code = await new Promise((resolve) => suite.on('exit', (exitCode) => resolve(exitCode ?? 1)));
clearInterval(sampling);
sample();

const byStep = new Map();
for (const [key, seconds] of used) byStep.set(stepOf.get(key), (byStep.get(stepOf.get(key)) ?? 0) + seconds);
const total = [...byStep.values()].reduce((sum, seconds) => sum + seconds, 0);
const wall = (Date.now() - started) / 1000;
const cores = cpus().length;
const width = Math.max(...[...byStep.keys()].map((step) => step.length));
console.log(`\nCPU time by step (every process each step started, sampled each second):`);
for (const [step, seconds] of [...byStep].sort((a, b) => b[1] - a[1]))
  console.log(`  ${step.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s`);
console.log(
  `  ${'all'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s in ${wall.toFixed(0)} s of wall time on ` +
    `${cores} cores: ${((100 * total) / (wall * cores)).toFixed(0)}% of what the cores had; at ` +
    `best (every core busy throughout) the suite would take ${(total / cores).toFixed(0)} s`,
);
process.exit(code);
