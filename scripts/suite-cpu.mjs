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
/** What kind of process each is (its program, and Chromium's process type), once read. */
const kindOf = new Map();

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

/** A process's kind, for the breakdown of a step's CPU: Chromium's processes by their type
 * (the browser, its renderers, its GPU and utility processes), Java (the Firestore emulator),
 * Node by the script it runs (vitest, firebase-tools, a functions worker). */
function readKind(pid, program) {
  let args;
  try {
    args = readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0');
  } catch {
    return program;
  }
  if (/chrom/i.test(program) || args.some((arg) => /chrom/i.test(arg.split('/').pop() ?? ''))) {
    // A renderer writes its title over its arguments: one string, spaces between them.
    const type = /--type=(\S+)/.exec(args.join(' '))?.[1];
    return `chromium ${type ?? 'browser'}`;
  }
  if (program === 'node' || program.startsWith('node')) {
    // The script it runs: the first argument that is neither a flag nor a flag's value
    // (--require x, --conditions x), preferring one that names a script file.
    const named = args
      .slice(1)
      .filter(
        (arg, i, rest) =>
          !arg.startsWith('-') &&
          !/^(-r|--require|--import|--loader|--conditions|-C)$/.test(rest[i - 1] ?? ''),
      );
    const script = named.find((arg) => /\.[cm]?[jt]s$/.test(arg)) ?? named[0];
    return `node ${script ? script.split('/').slice(-2).join('/') : ''}`.trim();
  }
  return program;
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
      program: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
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
  for (const [pid, { key, cpu, program }] of now) {
    if (resolve(pid) === null) continue;
    used.set(key, cpu);
    if (!kindOf.has(key)) kindOf.set(key, readKind(pid, program));
  }
}

const started = Date.now();
const suite = spawn('node', ['scripts/test.mjs', ...process.argv.slice(2)], { stdio: 'inherit' });
const sampling = setInterval(sample, 1000);
const code = await new Promise((resolve) => suite.on('exit', (exitCode) => resolve(exitCode ?? 1)));
clearInterval(sampling);
sample();

/** Each step's CPU seconds, in all and by kind of process, the costliest step first. */
const byStep = new Map();
for (const [key, seconds] of used) {
  const step = byStep.get(stepOf.get(key)) ?? { seconds: 0, kinds: new Map() };
  step.seconds += seconds;
  step.kinds.set(kindOf.get(key), (step.kinds.get(kindOf.get(key)) ?? 0) + seconds);
  byStep.set(stepOf.get(key), step);
}
const steps = [...byStep].sort((a, b) => b[1].seconds - a[1].seconds);
const total = steps.reduce((sum, [, step]) => sum + step.seconds, 0);
const wall = (Date.now() - started) / 1000;
const cores = cpus().length;
const width = Math.max(...steps.map(([name]) => name.length));
console.log(`\nCPU time by step (every process each step started, sampled each second):`);
for (const [name, { seconds }] of steps)
  console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s`);
console.log(
  `  ${'all'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s in ${wall.toFixed(0)} s of wall time on ` +
    `${cores} cores: ${((100 * total) / (wall * cores)).toFixed(0)}% of what the cores had; at ` +
    `best (every core busy throughout) the suite would take ${(total / cores).toFixed(0)} s`,
);
console.log(`\nCPU time by step and kind of process (each step's three largest):`);
for (const [name, { kinds }] of steps) {
  const largest = [...kinds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([kind, seconds]) => `${kind} ${seconds.toFixed(0)} s`);
  console.log(`  ${name.padEnd(width)}  ${largest.join(', ')}`);
}
process.exit(code);
