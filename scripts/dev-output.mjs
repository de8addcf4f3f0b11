// What `npm run dev` shows of firebase-tools' and Vite's output. Their start-up chatter gives way
// to one line of ours once everything answers (scripts/dev.mjs); the known warnings that are
// expected here are dropped, each for the reason beside it; every other warning and every error
// stays visible. `npm run dev -- --verbose` shows everything.

/** firebase-tools warnings and logs that are expected on this project, each with why. */
const EXPECTED_EMULATOR_LINES = [
  // The emulators run a demo- project (scripts/emulators.mjs), which needs no Google account.
  /You are not currently authenticated/,
  // firebase-tools' news and version hints come from the internet; nothing here needs them.
  /Unable to fetch the CLI MOTD/,
  // scripts/emulators.mjs points firebase-tools at the machine's Firestore emulator on purpose.
  /Env variable override detected/,
  // firebase.json turns the Emulator UI off (firebase-tools cannot download it here).
  /The Emulator UI is not starting/,
  // firebase-functions is held at 6.x: 7 refuses to run under firebase-tools 13, and
  // firebase-tools 14 needs Java 21 for the Firestore emulator.
  /outdated version of firebase-functions|there will be breaking changes when you upgrade/,
  // firebase-functions logs each call's token check at DEBUG. "app":"MISSING" because App Check
  // starts only when the web build names a site key (web/src/lib/firebase/app-check.ts), never in
  // dev. A token that fails the check is logged as a warning, and that stays.
  /^(?=.*"firebase-log-type":"callable-request-verification")(?=.*"severity":"DEBUG")/,
  // Two lines per call (about 300 in a game), which drown the ones that matter; a call that
  // fails is still logged as a warning or an error.
  /functions: (Beginning execution of|Finished) "/,
  // One line per callable each time the functions load: our ready line says they answer.
  /http function initialized/,
  // The functions' discovery process saying which port it serves its manifest on.
  /^Serving at port \d+$/,
  // firebase-tools' ready box and port table (box-drawing lines), replaced by our ready line.
  /[┌│├└]/,
  /^\s*(Emulator Hub host:|Other reserved ports:|Issues\? Report them)/,
];

/** Vite's banner: its version and addresses, which our ready line gives once everything answers. */
const VITE_BANNER = [/VITE v[\d.]+\s+ready in/, /➜\s+(Local|Network|press)/];

/** firebase-tools' progress lines (`i  …`, `✔  …`): shown only while the app is up (not its
 * start, which our ready line sums up, nor its shutdown). */
const PROGRESS = /^[i✔]\s/;

// Colour codes are stripped before matching and printing (the output is read through a pipe).
// eslint-disable-next-line no-control-regex
const COLOUR = /\u001b\[[0-9;]*m/g;

/** The line to print for one line of the emulators' output, or null to drop it; `phase` is
 * 'starting', 'ready' (our ready line printed) or 'stopping'. */
export function emulatorLine(line, phase) {
  const text = line.replace(COLOUR, '').trimEnd();
  if (text.trim() === '') return null;
  if (EXPECTED_EMULATOR_LINES.some((expected) => expected.test(text))) return null;
  if (phase !== 'ready' && PROGRESS.test(text)) return null;
  return `[emulators] ${text}`;
}

/** The line to print for one line of Vite's output, or null to drop it. */
export function webLine(line) {
  const text = line.replace(COLOUR, '').trimEnd();
  if (text.trim() === '' || VITE_BANNER.some((banner) => banner.test(text))) return null;
  return `[web] ${text}`;
}
