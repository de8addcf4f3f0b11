#!/usr/bin/env node
// `npm run perf`: measures and writes docs/performance.md. Every figure in that file is the output
// of a command listed below, with the date, the commit and the machine's load when it ran, so no
// figure is ever copied by hand. A section that is not measured this time keeps its last
// measurement (and says when that was).
//
//   npm run perf                      the quick measurements (a few minutes)
//   npm run perf -- --only=size,ai    those sections only
//   npm run perf -- --all             every section, the slow ones too (the AI arena, the server)
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOC = join(ROOT, 'docs', 'performance.md');

/** Each section: what it measures, the command, and whether `npm run perf` runs it by default. */
const SECTIONS = [
  {
    id: 'size',
    title: 'Web bundle',
    what: 'JavaScript a phone downloads, gzipped, with the budgets `npm test` enforces.',
    command: 'node scripts/bundle-size.mjs',
    quick: true,
  },
  {
    id: 'engine',
    title: 'Engine',
    what: 'Random complete hands through the public API on one core (CPU time of the process).',
    command: 'npm run --silent bench:engine',
    quick: true,
  },
  {
    id: 'links',
    title: 'Replay links',
    what: 'Link lengths of random games, and the worst links a client may send, decoded as the server does.',
    command: 'npm run --silent bench:links',
    quick: true,
  },
  {
    id: 'review',
    title: 'Hand review',
    what: 'CPU time to review a whole hand, and a what-if.',
    command: 'npm run --silent bench:review',
    quick: true,
  },
  {
    id: 'dev-start',
    title: "A newcomer's first start",
    what: 'Seconds from `npm run dev` to the page served, the home screen shown and a callable answering.',
    command: 'npm run --silent measure:dev',
    quick: true,
  },
  {
    id: 'quick-tier',
    title: 'The quick test tier',
    what: 'Wall time of `npm run test:quick` (lint, typecheck, the unit tests near the last change to the code).',
    // Measured against the last commit that changed the product's code, not the last commit:
    // after a commit of docs or of browser tests alone the tier runs no unit test, and its time
    // says nothing of the edit loop.
    command:
      'TEXAS42_QUICK_SINCE="$(git log -1 --format=%H -- shared/src functions/src web/src)~1" npm run --silent test:quick',
    quick: true,
  },
  {
    id: 'ai',
    title: 'AI strength and speed',
    what: 'The exact solver, Help me bid, and the Expert against the frozen Expert in card play from the first lead (the same contract at both tables of each duplicate deal).',
    // Issue 24's measure of an edge: 2,000 duplicate positions, the Expert bidding and declaring at
    // every seat so only the cards differ; its figures once, at the end. The level-against-level
    // steps are the ladder's.
    command:
      'nice -n 10 npm run --silent bench:ai -- --only=solver,outlook,arena --pairs=search-expert:expert-frozen --auction=search-expert --deals=2000 --interim=2000',
    quick: false,
  },
  {
    id: 'whole-hands',
    title: 'The Expert against the frozen Expert in whole hands',
    what: "Each side's AI bids, names trump and plays for its own seats, in duplicate deals: the Expert's net marks per deal against the frozen Expert.",
    // Issue 24's second measure of an edge (+0.1 marks per deal); its figures once, at the end. On
    // deals from seed 10000, which no change to the AI was chosen on (the screens play from 4200).
    // 6,000 deals: on 2,000 the 95% interval is as wide as half the edge asked, and runs of 2,000
    // on different deals disagreed by about as much.
    command:
      'nice -n 10 npm run --silent bench:ai -- --only=arena --pairs=search-expert:expert-frozen --deals=6000 --interim=6000 --first-seed=10000',
    quick: false,
  },
  {
    id: 'whole-games',
    title: 'The Expert against the frozen Expert in whole games',
    what: "Each side's AI bids, names trump and plays for its own seats through whole games to 7 marks, each game played twice with the teams' seats swapped: games won, and the Expert's net marks per deal (issue 24 asks +0.1).",
    command:
      'nice -n 10 npm run --silent bench:ai -- --only=arena --pairs=search-expert:expert-frozen --games=300 --interim=300 --first-seed=70000',
    quick: false,
  },
  {
    id: 'phone',
    title: 'The AI on a phone',
    what: "The Expert's decisions in Chromium with the CPU throttled 4× (a mid-range phone), by stage.",
    // 96 hands (about 400 bids) rather than the bench's default 24: the bids' p95 sits near the
    // aim, and 24 hands give it only about 100 decisions.
    command: 'nice -n 10 npm run --silent bench:phone -- --hands=96',
    quick: false,
  },
  {
    id: 'phone-hints',
    title: 'The hint on a phone',
    what: 'At a table with hints on (the lessons, the practice table, a host\'s choice), the hint worked out for the player\'s own turn: timed as on a mid-range phone, by stage. A bid\'s or a trump\'s hint comes in two steps (shared/src/ai/hint.ts): its move ("bid", "trump"), then the same move with its chance ("bid, its chance": the whole hint, from when it was asked for; not in "all moves"). The table never waits for it: a thread of its own works it out (web/src/lib/offline/hint-thread.ts), from the start of the AI\'s pause before the turn, and the turn shows at once with the hint to follow if it is not in by then (web/src/lib/offline/offline-host.ts; the next section).',
    command: 'nice -n 10 npm run --silent bench:phone -- --hands=24 --hints=1',
    quick: false,
  },
  {
    id: 'phone-table',
    title: 'A hints table on a phone',
    what: "The player's turns at an offline table with hints on, as a mid-range phone shows them: the offline table's own host, pause and paced AI run in Chromium with the CPU throttled, its hints worked out on a second page throttled alike (as the table's on a thread of their own), the player following each hint once it shows (a bid's or a trump's as soon as it names the move, before its chance). For each turn, how long after it was due it showed (the AI's pause after the change before it, or at once after the player's own move), and how long its hint took after it.",
    command: 'nice -n 10 npm run --silent bench:phone -- --table=1 --hands=8',
    quick: false,
  },
  {
    id: 'ladder',
    title: 'Strength ladder',
    what: 'Each AI level against the next one up, in duplicate deals: net marks per deal for the stronger.',
    command: 'nice -n 10 npm run --silent bench:ai -- --only=ladder --deals=300 --interim=300',
    quick: false,
  },
  {
    id: 'specials',
    title: 'Special contracts',
    what: "Nello, splash and plunge: makeable, paying in real play (made over the real deal, and in expected marks over 16 deals of the other hands, against the Expert's bid without them; those that pay weighed again over 32 fresh deals, to tell a contract worth bidding from a lucky one), and bid by the Expert and the frozen Expert.",
    // Its figures once, at the end: the figures so far, printed every 25 deals by default, are
    // for a run that may be cut short. The weighing in expected marks is most of its time (about
    // 40 minutes on one core; the second weighing about 10 more).
    command:
      'nice -n 10 npm run --silent bench:ai -- --only=special-bids --deals=200 --interim=200 --settings=specials --redeals=16 --reweigh=32',
    quick: false,
  },
  {
    id: 'nello-reading',
    title: "Nello's reading of a hand",
    what: "The weights of the hand's nello reading (shared/src/ai/hand-value.ts), fitted to the search's own nello trial over sampled deals, and the reading checked on deals it was not fitted on, with what the Expert's nello gate on it lets through and keeps out.",
    command: 'nice -n 10 npm run --silent bench:ai -- --only=nello-reading',
    quick: false,
  },
  {
    id: 'special-losses',
    title: 'Where real play loses splash and plunge',
    what: "The bidders' decision (the partner's trump, a lead or a follow) after which the solver could no longer take every trick, in the splashes and plunges it makes over the real deal; then the same with the partner shown the bidder's hand to name trump, and to play too: what the bidder's hand being no secret would buy.",
    command:
      'nice -n 10 npm run --silent bench:ai -- --only=special-losses --deals=200 --player=search-expert,splash-partner-sees-bidder-at-trump,splash-partner-sees-bidder',
    quick: false,
  },
  {
    id: 'marks-calibrate',
    title: 'Two marks in a suit',
    what: 'Seat-hands whose sampled deals give the Expert a chance of 0.45 or more of taking every trick in a suit, bid at 2 marks first to speak and played out: how often real play made them, beside the chance the bidding reads off the same deals (a bid of 2 marks over a sure point bid pays above 0.75).',
    command: 'nice -n 10 npm run --silent bench:ai -- --only=marks-calibrate --deals=300 --first-seed=60000',
    quick: false,
  },
  {
    id: 'bid-reading',
    title: 'What a pass says',
    what: "How often the Expert passes, by its hand's reading of the lowest bid open and by who holds the bid, beside the book's chance of a pass that the sampled deals are kept by (shared/src/ai/bid-reading.ts): a pass over the partner's bid comes from hands of every strength, so the Expert reads it as saying nothing.",
    command: 'nice -n 10 npm run --silent bench:ai -- --only=bid-reading --deals=2000 --first-seed=80000',
    quick: false,
  },
  {
    id: 'seeing',
    title: 'What seeing the hands is worth',
    what: "The Expert's card play from the first lead against itself when one side cheats: it draws its deals with every hand shown, or only its partner's (shared/bench/seeing-players.ts). What seeing buys bounds what any better reading of the bids and plays could, and shows which hands the reading misses most.",
    // Fresh deals from seed 140000; 1,000 a pairing, since the edges are far wider than the noise.
    command:
      'nice -n 10 npm run --silent bench:ai -- --only=arena --pairs=sees-every-hand:search-expert,sees-partner-hand:search-expert --auction=search-expert --deals=1000 --interim=1000 --first-seed=140000',
    quick: false,
  },
  {
    id: 'seeing-whose',
    title: 'Whose hand is worth seeing, and when',
    what: "The same cheat with the partner's hand shown to one side or at one time only: to the bidder always, at the first trick alone or after it, to the bidder's partner, to the two defenders (shared/bench/seeing-players.ts). What the bidder gains from its partner's hand after the first trick is what a convention between partners could carry in the plays before it; what it gains at the first trick, only the bids could.",
    // Fresh deals from seed 160000, as in 'seeing': the edges are far wider than the noise.
    command:
      'nice -n 10 npm run --silent bench:ai -- --only=arena --pairs=bidder-sees-partner:search-expert,bidder-sees-partner-at-first-trick:search-expert,bidder-sees-partner-after-first-trick:search-expert,bidders-partner-sees-bidder:search-expert,defenders-see-partner:search-expert --auction=search-expert --deals=1000 --interim=1000 --first-seed=160000',
    quick: false,
  },
  {
    id: 'seeing-what',
    title: "What of its partner's hand the bidder misses",
    what: "The bidder shown only which doubles, which trumps or which count dominoes its partner holds, at every play it makes (shared/bench/seeing-players.ts): the part of the partner's hand a convention between partners would most need to tell.",
    command:
      'nice -n 10 npm run --silent bench:ai -- --only=arena --pairs=bidder-sees-partner-doubles:search-expert,bidder-sees-partner-trumps:search-expert,bidder-sees-partner-count:search-expert --auction=search-expert --deals=1000 --interim=1000 --first-seed=160000',
    quick: false,
  },
  {
    id: 'seeing-once-discarded',
    title: 'What a convention of discards could tell the bidder',
    what: 'The bidder shown which doubles its partner holds only once the partner has failed to follow suit (shared/bench/seeing-players.ts): the most that any convention of the partner\'s discards could tell it, and no sooner. The same deals as "What of its partner\'s hand the bidder misses", where it is shown them at every play.',
    command:
      'nice -n 10 npm run --silent bench:ai -- --only=arena --pairs=bidder-sees-partner-doubles-once-discarded:search-expert --auction=search-expert --deals=1000 --interim=1000 --first-seed=160000',
    quick: false,
  },
  {
    id: 'showing-doubles',
    title: "The bidder's partner showing its doubles",
    what: "A convention the Expert's side could play (shared/bench/showing-doubles.ts): the bidder's partner, unable to follow suit, discards from a suit whose double it holds whenever it can, whatever that costs; the bidder reads its discards so, keeping only the deals that fit them, or does not read them (what reading the convention adds).",
    command:
      'nice -n 10 npm run --silent bench:ai -- --only=arena --pairs=expert-shows-doubles:search-expert,expert-shows-doubles-unread:search-expert --auction=search-expert --deals=1000 --interim=1000 --first-seed=180000',
    quick: false,
  },
  {
    id: 'showing-doubles-free',
    title: 'Doubles shown only when it costs nothing',
    what: "The same convention made free (shared/bench/showing-doubles.ts): a partner unable to follow suit discards from a suit whose double it holds only when its search scores that discard as high as its best play, on the same deals; the bidder's partner alone, read by the bidder, or every seat, each reading its partner. A reader does not know whether a discard was free, so a deal that gives the partner a double it could have shown and did not keeps a quarter of its weight rather than none.",
    // Fresh deals from seed 210000.
    command:
      'nice -n 10 npm run --silent bench:ai -- --only=arena --pairs=expert-shows-doubles-free:search-expert,expert-shows-doubles-free-all:search-expert --auction=search-expert --deals=2000 --interim=2000 --first-seed=210000',
    quick: false,
  },
  {
    id: 'signals-free',
    title: 'Doubles signalled in follows too, when it costs nothing',
    what: 'The free convention of every seat (shared/bench/showing-doubles.ts), with follows as well as discards: with two or more dominoes of the suit led and a choice its search scores alike, a seat follows with the highest of them when it holds a double neither trump nor of the suit led, with the lowest when not; each seat reads its partner\'s follows so, a deal that says the opposite keeping half its weight. The same deals as "Doubles shown only when it costs nothing".',
    command:
      'nice -n 10 npm run --silent bench:ai -- --only=arena --pairs=expert-signals-doubles-free:search-expert --auction=search-expert --deals=2000 --interim=2000 --first-seed=210000',
    quick: false,
  },
  {
    id: 'showing-doubles-cheap',
    title: 'Doubles shown at a small cost',
    what: 'The bidder\'s partner of "Doubles shown only when it costs nothing" showing a double also when its search scores the showing discard at most 0.05 lower in chance of making the contract than its best play (shared/bench/showing-doubles.ts), read by the bidder as there. The same deals.',
    command:
      'nice -n 10 npm run --silent bench:ai -- --only=arena --pairs=expert-shows-doubles-cheap:search-expert --auction=search-expert --deals=2000 --interim=2000 --first-seed=210000',
    quick: false,
  },
  {
    id: 'nello-defence',
    title: "Nello's defence read more sharply",
    what: "Honest changes to the Expert's nello defence alone (shared/bench/nello-defence.ts): the bidder's hand read from its bid more sharply (64 deals drawn for each kept, where the Expert draws 16), or the bidder's plays left unread. Defenders who see their partner set a third more nellos (\"Whose hand is worth seeing, and when\").",
    // Fresh deals from seed 220000.
    command:
      'nice -n 10 npm run --silent bench:ai -- --only=arena --pairs=expert-nello-defence-sharp:search-expert,expert-nello-defence-plays-unread:search-expert --auction=search-expert --deals=2000 --interim=2000 --first-seed=220000',
    quick: false,
  },
  {
    id: 'fused',
    title: 'Its next play picked once for the deals alike',
    what: "The Expert's search planning its own next play as one for all the deals that look alike to it then (shared/bench/fused-play.ts): each play followed, in each sampled deal, through the other seats' best plays to the seat's next turn; the deals whose plays between came out the same must share one next play. Plain sampling lets each deal pick its own (strategy fusion). It costs a solve at each play between, so it plays on four times the Expert's budget, about the deals the Expert samples. First how often that changes the Expert's pick on the same deals, then card play from the first lead against the Expert.",
    // Fresh deals from seed 240000 (the reach on the first 200 of them, one hand each).
    command:
      'nice -n 10 npm run --silent bench:ai -- --only=fusion-reach,arena --reach-deals=200 --pairs=expert-fused-4x:search-expert --auction=search-expert --deals=2000 --interim=2000 --first-seed=240000',
    quick: false,
  },
  {
    id: 'server',
    title: 'The server under load',
    what: 'Rooms played at once against the emulators, and one modelled function instance.',
    command: 'npm run --silent bench:server',
    quick: false,
    emulators: true,
  },
  {
    id: 'taps',
    title: 'Taps on four phones',
    what: 'Time from a tap to the own screen and to the other phones, four Chromium pages on the emulators.',
    command: 'npm run --silent bench:web',
    quick: false,
    emulators: true,
  },
  {
    id: 'suite',
    title: 'The whole suite',
    what: 'Wall time of `npm test` on this checkout (CI runs it on a clean clone after `npm ci`), and the CPU time each step spent: the whole CPU time over the cores is the least wall time the suite can take.',
    command: 'node scripts/suite-cpu.mjs',
    quick: false,
  },
];

const BEGIN = (id) => `<!-- measured:${id} -->`;
const END = (id) => `<!-- /measured:${id} -->`;

/** The section bodies the document holds now, by id. */
function keptSections() {
  const kept = new Map();
  if (!existsSync(DOC)) return kept;
  const text = readFileSync(DOC, 'utf8');
  for (const { id } of SECTIONS) {
    const start = text.indexOf(BEGIN(id));
    const end = text.indexOf(END(id));
    if (start >= 0 && end > start) kept.set(id, text.slice(start + BEGIN(id).length, end).trim());
  }
  return kept;
}

const load = () => loadavg()[0].toFixed(1);
const commit = () => execSync('git rev-parse --short HEAD', { cwd: ROOT, encoding: 'utf8' }).trim();
const dirty = () => execSync('git status --porcelain', { cwd: ROOT, encoding: 'utf8' }).trim() !== '';

/** A line the Firebase emulators print about themselves ("i  functions: Finished ...", a
 * function's own log after ">  "): thousands a run, none of them a figure. */
const EMULATOR_LINE = /^(i|⚠|✔|>) {2}/u;

/** Runs one section's command and renders its figures with when, where and how busy; a section
 * run on the emulators leaves their lines out (scripts/emulators.mjs says where their logs are). */
function measure(section) {
  const loadBefore = load();
  // The code as the command starts: it loads its modules then, and a commit made while it runs
  // (a long section takes most of an hour) is not what it measured.
  const code = `${commit()}${dirty() ? ' with uncommitted changes' : ''}`;
  const started = Date.now();
  console.log(`perf: ${section.id}: ${section.command}`);
  const result = spawnSync('bash', ['-c', section.command], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const printed = stripVTControlCharacters(`${result.stdout}${result.stderr}`);
  const output = (
    section.emulators
      ? printed
          .split('\n')
          .filter((line) => !EMULATOR_LINE.test(line))
          .join('\n')
      : printed
  ).trim();
  const status = result.status === 0 ? 'exit 0' : `FAILED with exit ${result.status}`;
  return [
    `\`${section.command}\` — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ` +
      `${code}, ${cpus().length} cores, load ${loadBefore} ` +
      `before and ${load()} after, ${seconds} s, ${status}.`,
    '',
    '```text',
    output,
    '```',
  ].join('\n');
}

const all = process.argv.includes('--all');
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const chosen = SECTIONS.filter((section) => (only ? only.includes(section.id) : all || section.quick));
if (only && chosen.length !== only.length) {
  console.error(`perf: the sections are ${SECTIONS.map((section) => section.id).join(', ')}.`);
  process.exit(1);
}

const kept = keptSections();
for (const section of chosen) kept.set(section.id, measure(section));

const body = SECTIONS.map((section) =>
  [
    `## ${section.title}`,
    '',
    section.what,
    '',
    BEGIN(section.id),
    kept.get(section.id) ?? `Not measured yet: \`npm run perf -- --only=${section.id}\`.`,
    END(section.id),
  ].join('\n'),
);
mkdirSync(dirname(DOC), { recursive: true });
writeFileSync(
  DOC,
  [
    '# Performance',
    '',
    "Written by `npm run perf` (scripts/performance.mjs): each section is one command's output, with the",
    'date, commit and load it ran at. Do not edit the figures by hand; run the command again.',
    '`npm run perf` measures the quick sections, `-- --all` every one, `-- --only=<id>` some.',
    '',
    ...body.flatMap((section) => [section, '']),
  ].join('\n'),
);
// The document is checked by Prettier like every other file.
spawnSync('npx', ['prettier', '--write', DOC], { cwd: ROOT, stdio: 'ignore' });
console.log(`perf: wrote ${DOC}`);
