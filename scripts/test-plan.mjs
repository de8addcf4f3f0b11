// What `npm test` runs (scripts/test.mjs runs it): each step a command, the steps it needs done
// first (`needs`, done whether they passed or not), and the emulator suite it runs against. The
// order of the list is the order of preference when more steps are ready than may run at once:
// the long suites start early so the short ones fill the gaps beside them.
import { TEST_LIMITS } from './test-limits.mjs';

/**
 * Each emulator suite's ports, moved from firebase.json's (scripts/emulators.mjs serve
 * --port-offset) so the suites run side by side, each with a database of its own: the emulator
 * tests compare whole-database snapshots, so nothing else may write beside them.
 * TEXAS42_TEST_PORT_OFFSET moves all three, for a run beside another on the same machine (1000
 * keeps clear of every default port).
 */
const BASE = Number(process.env.TEXAS42_TEST_PORT_OFFSET ?? 0);
const OFFSETS = {
  emulators: BASE,
  'emulators-app-check': BASE + 10,
  'emulators-online': BASE + 20,
  'emulators-2': BASE + 30,
};

/**
 * The offline browser files the second offline lane runs. The offline browser tests run a file at
 * a time (web/vitest.e2e.config.ts) and were the last step of every run, alone on one core for
 * their last minutes; the second lane takes the first place a long step leaves (the unit tests or
 * the emulator tests, whichever ends first: on a slow machine the unit tests ended minutes after
 * the emulator tests), with about a quarter of the files' time, so both lanes end near the same
 * time (each step's time is in .test-results and in `npm run perf -- --only=suite`). These files
 * wait on nothing but their own taps (no reach walk, no timed tap).
 */
const SECOND_OFFLINE_LANE = ['lessons', 'review', 'replay', 'daily', 'stats', 'practice', 'rules'].map(
  (name) => `e2e/${name}.e2e.test.ts`,
);

/** Unit tests that scan thousands of random games: `npm test` runs them, the quick tier does not. */
const SCANS = [
  'shared/src/view/privacy.test.ts',
  'shared/src/engine/properties.test.ts',
  'shared/src/room/own-move.test.ts',
];

const npm = (...args) => ({ command: 'npm', args: ['run', '--silent', ...args] });
const node = (...args) => ({ command: process.execPath, args });

/** `vitest run` of `config` (the root's when null), with a JSON report the pipeline counts. */
function vitest(name, config, results, ...extra) {
  const report = `${results}/${name}.json`;
  const args = ['node_modules/vitest/vitest.mjs', 'run', ...(config ? ['--config', config] : [])];
  return {
    ...node(...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra),
    report,
  };
}

/** An emulator suite on its ports, serving the functions the functions-bundle step bundled (it
 * starts once that step is done, and may boot while a step that needs it waits on another). */
const suite = (name, env = {}) => ({
  name,
  needs: ['functions-bundle'],
  ...node('scripts/emulators.mjs', 'serve', '--port-offset', String(OFFSETS[name])),
  env: { TEXAS42_FUNCTIONS_BUILT: '1', ...env },
  ready: /All emulators ready/,
});

/** The emulator suites: the emulator tests' two, the online browser tests', and one whose
 * functions enforce App Check. */
const services = {
  emulators: suite('emulators'),
  'emulators-2': suite('emulators-2'),
  'emulators-online': suite('emulators-online'),
  'emulators-app-check': suite('emulators-app-check', { ENFORCE_APP_CHECK: 'true' }),
};

/** The environment of a step that talks to the emulator suites `names` (each test worker of the
 * step takes one: emulator-tests/support/emulators.ts). */
const on = (...names) => ({
  services: names,
  env: { TEXAS42_EMULATOR_PORT_OFFSET: names.map((name) => OFFSETS[name]).join(',') },
});

/** Every step, with what it needs; `quick` keeps the type check, ESLint and Prettier (not knip's
 * whole-project scan) and the unit tests near the change. The type check, ESLint and Prettier
 * keep caches in node_modules/.cache, so an edit loop's run checks only what changed. */
export function plan({ quick, results }) {
  const step = (name, run, needs = [], more = {}) => ({
    name,
    ...run,
    needs,
    services: [],
    ...more,
    env: { ...run.env, ...more.env },
  });
  if (quick) {
    // Unit tests that import what differs from the last commit, or from the one before it when
    // the tree is clean (the edit loop's "what did I just change").
    const since = process.env.TEXAS42_QUICK_SINCE ?? 'HEAD~1';
    // Vitest 4 runs on all cores but one unless told (one worker on a 2-core machine): the tier's
    // type check and lint are done in seconds with their caches, so the tests take every core.
    const changed = [
      '--passWithNoTests',
      `--changed=${since}`,
      '--maxWorkers=100%',
      ...SCANS.map((scan) => `--exclude=${scan}`),
    ];
    return {
      services: {},
      steps: [
        step('typecheck', npm('typecheck')),
        step('lint', npm('lint:style')),
        step('unit', vitest('unit', null, results, ...changed)),
      ],
    };
  }
  // The app is built once for both browser suites, talking to the online suite's emulators.
  const build = { env: { VITE_EMULATOR_PORT_OFFSET: String(OFFSETS['emulators-online']) } };
  const built = { TEXAS42_E2E_BUILT: '1', ...TEST_LIMITS };
  return {
    services,
    steps: [
      step('functions-bundle', npm('-w', 'functions', 'bundle')),
      step('e2e-build', npm('-w', 'web', 'build:e2e'), [], build),
      // The emulator tests compare whole-database snapshots, so each file runs alone on its
      // suite: two suites, two files at a time, each test worker on its own suite (the next file
      // goes to whichever worker is free, so a file that waits on a silent phone's clock does not
      // hold up the rest).
      step(
        'emulator-tests',
        vitest('emulator-tests', 'emulator-tests/vitest.config.ts', results),
        ['functions-bundle'],
        on('emulators', 'emulators-2'),
      ),
      step(
        'e2e-online',
        vitest('e2e-online', 'web/vitest.e2e-online.config.ts', results),
        ['functions-bundle', 'e2e-build'],
        on('emulators-online'),
      ),
      step(
        'e2e-offline',
        vitest(
          'e2e-offline',
          'web/vitest.e2e.config.ts',
          results,
          ...SECOND_OFFLINE_LANE.map((file) => `--exclude=${file}`),
        ),
        ['e2e-build'],
      ),
      step('unit', vitest('unit', null, results)),
      // Ready with the first lane, it waits only for a place: the four steps above take them all.
      step(
        'e2e-offline-2',
        vitest('e2e-offline-2', 'web/vitest.e2e.config.ts', results, ...SECOND_OFFLINE_LANE),
        ['e2e-build'],
      ),
      step('lint', npm('lint')),
      // One `tsc -b` over the six tsconfigs: one process that reads each file once (37 s of CPU
      // on a fresh clone as six `tsc -p`, 23 s as one); scripts/typecheck.mjs lets go of a
      // project's cache when a file it imports from another folder changed.
      step('typecheck', npm('typecheck')),
      step('size', node('scripts/bundle-size.mjs')),
      step(
        'app-check',
        vitest('app-check', 'emulator-tests/vitest.app-check.config.ts', results),
        ['functions-bundle'],
        on('emulators-app-check'),
      ),
    ].map((s) => ({ ...s, env: { ...built, ...s.env } })),
  };
}
