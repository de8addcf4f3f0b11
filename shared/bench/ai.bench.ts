// `npm run bench:ai`: how fast the exact solver is and how strong the AI players are.
//   1. Exact solver: a full seven-trick hand, all hands known, the bidder's best suit as trump.
//   2. Bid outlook: "Help me bid" / "Compare trumps" on 100 hands, bidding and naming trump.
//   3. Arena with duplicate deals: every deal is played twice with the teams' seats swapped, so
//      the luck of the deal cancels; net marks per deal with a 95% confidence interval; make
//      rate and set rate by bid level (95% CIs); the special contracts each side bid, made and
//      could have made (the exact solver over the real deal); illegal actions; each search
//      level's decision times by stage (bids, trump, trick 1, tricks 2-4, tricks 5-7) with max.
//      With --games=N the arena plays N pairs of whole games instead (each game twice, the teams'
//      seats swapped; a seeded game deals the same hands in the same order whoever plays): games
//      won, net marks per game and per deal, every hand's contract as above.
//   4. Hand review (only when asked, `--only=review`): CPU time to review a whole hand and to
//      play out a "what if" (`npm run bench:review`).
//   5. Strength ladder (only when asked, `--only=ladder`): each table level against the next one
//      up (Beginner vs Medium, Medium vs Hard, Hard vs Expert) in the arena above, then one table
//      of the stronger level's net marks per deal with its 95% CI.
//   6. Phone speed (only when asked, `--only=phone`): `npm run bench:phone`, the Expert's decision
//      times in Chromium with the CPU throttled 4× (web/bench/phone-ai.bench.ts).
//   7. Special contracts (only when asked): `--only=special-bids` (ai-special-bids.ts; with
//      `--redeals=N` each makeable contract is also weighed in expected marks over N deals of the
//      other hands, against the bid the first of `--players=` makes without it, and with
//      `--reweigh=M` each that paid again over M fresh deals),
//      `--only=special-calibrate` (ai-special-calibrate.ts; `--only=marks-calibrate`,
//      ai-marks-calibrate.ts, does the same for a bid of 2 marks in a suit) and `--only=special-losses`
//      (ai-special-losses.ts: which decision lost each splash and plunge the solver makes;
//      `--player=` names who plays, search-expert unless said, or several, a table each; any arena
//      player, among them
//      splash-partner-sees-bidder-at-trump and splash-partner-sees-bidder, the Expert whose
//      partner after splash or plunge is shown the bidder's hand to name trump, and to play too).
//   8. Nello's reading (only when asked, `--only=nello-reading`, ai-nello-reading.ts): fits the
//      weights of the hand's nello reading over `--deals` deals from `--fit-seed` (1000 from
//      10000 unless said), `--samples` sampled deals a seat-hand (48), and checks it on 200 deals
//      from `--first-seed`.
//   9. The bids read (only when asked, `--only=bid-reading`, ai-bid-reading.ts): how often the
//      Expert passes, by its hand's reading and by who holds the bid, beside the book's chance of
//      a pass that the sampled deals are kept by (src/ai/bid-reading.ts), over `--deals` deals.
//  10. Fusion's reach (only when asked, `--only=fusion-reach`, ai-fusion-reach.ts): at the
//      Expert's plays over one hand of `--reach-deals` deals (200 unless said), how often picking its
//      next play once for the deals alike (fused-play.ts) picks otherwise than plain sampling.
// Options (or env AI_BENCH_*): --deals=2000 --games=0 --solver-deals=200 --outlook-hands=100
// --review-hands=50 --workers=2 --settings=house --only=solver|outlook|arena|review
// --pairs=heuristic:random,search:heuristic --interim=250 --only=ladder|phone --first-seed=4200
// --player=search-expert --auction=search-expert (card play from the first lead: that player bids
// and declares at every seat of both tables, and the arena adds each pairing's made-or-set edge).
// Players: random, heuristic, search (hard), search-expert, search-medium, search-easy,
// expert-frozen, expert-4x-budget, expert-hard-budget, expert-plays-unread, expert-partner-pass-read;
// at the arena also sees-every-hand, sees-partner-hand and the partner's hand seen by one side or
// at one time (bidder-sees-partner, bidder-sees-partner-at-first-trick, -after-first-trick,
// bidders-partner-sees-bidder, defenders-see-partner), or only the partner's doubles, trumps or
// count to the bidder (bidder-sees-partner-doubles, -trumps, -count; the doubles only from the
// partner's first discard on, bidder-sees-partner-doubles-once-discarded): the Expert playing the
// cards from hands it should not see (seeing-players.ts: what seeing is worth); and
// expert-shows-doubles and -unread, the Expert whose bidder's partner shows its doubles in its
// discards, read by the bidder or not; expert-shows-doubles-free and -free-all, the same only
// when its search finds it costs nothing, for the bidder's side or every seat, or
// expert-shows-doubles-cheap, at most a small cost, and expert-signals-doubles-free, every seat
// also signalling with its follows (showing-doubles.ts); and expert-nello-defence-sharp and -plays-unread, the Expert's nello defence reading the bidder's
// bid more sharply or its plays not at all (nello-defence.ts); and expert-fused-4x, the Expert
// picking its next play once for the deals that look alike to it then, on four times its budget
// (fused-play.ts). Settings: house, tournament, specials
// (house with sevens), nello-high, nello-low (the same, nello's doubles ranked high or low).
// Every `interim` deals (default 250; 25 for special-bids) or games (default 25) the figures so
// far are printed. Times are each process's CPU time, so a busy machine slows the run down
// without inflating the figures much (shared caches still cost something).

import { fork, spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { HOUSE, SEATS, TOURNAMENT } from '../src/index';
import type { Settings } from '../src/index';
import { SEARCH_LEVELS, heuristicStrategy, randomStrategy, searchStrategy } from '../src/ai';
import type { Strategy } from '../src/ai';
import { noTimings, playGame, playHand } from './ai-arena';
import type { ArenaPlayer, HandRecord, Timings } from './ai-arena';
import { benchOutlook } from './ai-outlook';
import { benchReview } from './ai-review';
import { benchSolver } from './ai-solver';
import { FROZEN_EXPERT } from './frozen-expert';
import { SEEING_PLAYERS } from './seeing-players';
import { SHOWING_PLAYERS } from './showing-doubles';
import { NELLO_DEFENCE_PLAYERS } from './nello-defence';
import { FUSED_PLAYERS } from './fused-play';
import { fusionReach } from './ai-fusion-reach';
import { benchNelloReading } from './ai-nello-reading';
import { benchSpecialBids, formatSpecialBids } from './ai-special-bids';
import { specialCalibration } from './ai-special-calibrate';
import { marksCalibration } from './ai-marks-calibrate';
import { bidReadingTable } from './ai-bid-reading';
import { formatSpecialLosses, specialLosses } from './ai-special-losses';
import { emptyResult, formatPairing, merge, summarize } from './ai-report';
import { SPECIALS, makeableSpecials } from './ai-specials';
import type { Special } from './ai-specials';
import type { PairingResult } from './ai-report';

const option = (name: string, fallback: string): string => {
  const flag = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return flag?.split('=')[1] ?? process.env[`AI_BENCH_${name.toUpperCase().replace('-', '_')}`] ?? fallback;
};

const SETTINGS: Record<string, Settings> = {
  house: HOUSE,
  tournament: TOURNAMENT,
  // Every special contract on, nello's doubles as a suit of their own.
  specials: { ...HOUSE, sevens: true },
  'nello-high': { ...HOUSE, sevens: true, nello: { doubles: 'high' } },
  'nello-low': { ...HOUSE, sevens: true, nello: { doubles: 'low' } },
};
const PLAYERS: Record<string, () => Strategy> = {
  random: () => randomStrategy,
  heuristic: () => heuristicStrategy,
  search: () => searchStrategy('hard'),
  'search-expert': () => searchStrategy('expert'),
  'search-medium': () => searchStrategy('medium'),
  'search-easy': () => searchStrategy('easy'),
  'expert-frozen': () => searchStrategy(FROZEN_EXPERT),
  // The Expert with four times the solver nodes and twice the deals a decision: what a solver four
  // times faster would buy at today's decision time (issue 24's "faster solver" lever).
  'expert-4x-budget': () =>
    searchStrategy({
      ...SEARCH_LEVELS.expert,
      name: 'expert-4x-budget',
      nodeBudget: 4 * SEARCH_LEVELS.expert.nodeBudget,
      samples: 2 * SEARCH_LEVELS.expert.samples,
    }),
  // The Expert as it is, but taking every sampled deal at its weight from the bids alone: what
  // reading the plays (shared/src/ai/play-reading.ts) buys.
  'expert-plays-unread': () =>
    searchStrategy({ ...SEARCH_LEVELS.expert, name: 'expert-plays-unread', readsPlays: undefined }),
  // The Expert bidding as it did before it weighed its bids in marks: a point bid worth the
  // nerve's odds, and the same nerve whoever holds the bid (search-level.ts's bidsForMarks).
  'expert-bids-by-nerve': () =>
    searchStrategy({ ...SEARCH_LEVELS.expert, name: 'expert-bids-by-nerve', bidsForMarks: undefined }),
  // The Expert reading a pass over its partner's bid as it reads any pass, as a hand too weak to
  // bid (search-level.ts's passOverPartnerSaysNothing).
  'expert-partner-pass-read': () =>
    searchStrategy({
      ...SEARCH_LEVELS.expert,
      name: 'expert-partner-pass-read',
      passOverPartnerSaysNothing: undefined,
    }),
  // The Expert on Hard's solver nodes a decision, more than twice its own: what the Expert gave up
  // for phone speed (its budget was cut to meet issue 24's phone aim).
  'expert-hard-budget': () =>
    searchStrategy({
      ...SEARCH_LEVELS.expert,
      name: 'expert-hard-budget',
      nodeBudget: SEARCH_LEVELS.hard.nodeBudget,
    }),
};
/** Who may play at the arena: the players, and the players who see hands they should not. */
const ARENA_PLAYERS: Record<string, () => ArenaPlayer> = {
  ...PLAYERS,
  ...SEEING_PLAYERS,
  ...SHOWING_PLAYERS,
  ...NELLO_DEFENCE_PLAYERS,
  ...FUSED_PLAYERS,
};
const FIRST_SEED = 4200;

/** How long a table took since `start` (ms) and the machine's load now, as its heading says them. */
const took = (start: number) =>
  `${((Date.now() - start) / 1000).toFixed(0)} s, load ${loadavg()[0]!.toFixed(1)}`;

/** A child's share of a pairing: the deals (or games) d in [0, deals) with d % workers === index. */
interface Job {
  readonly a: string;
  readonly b: string;
  readonly settings: string;
  readonly deals: number;
  /** Whole games instead of single deals: this many duplicate pairs of games (0: single deals). */
  readonly games: number;
  /** The player who bids and declares at every seat of single deals, so the pairing plays only
   * the cards, from the first lead (null: each team bids for itself). */
  readonly auction: string | null;
  /** The seed of the first deal (or game); unit u plays seed firstSeed + u. */
  readonly firstSeed: number;
  readonly workers: number;
  readonly index: number;
}

/** How many of its deals (or games) a worker plays between reports of its results so far. */
const reportEvery = (job: Job): number => (job.games > 0 ? 5 : 25);

/** Plays a child's share of a pairing, reporting its results so far every few deals and waiting
 * until the report has left: a report bigger than the pipe's buffer is only written while the
 * event loop runs, so a loop that never yields would hold every report back to the end. */
const runJob = async (job: Job, report: (soFar: PairingResult) => Promise<void>): Promise<PairingResult> => {
  const settings = SETTINGS[job.settings]!;
  const a = ARENA_PLAYERS[job.a]!();
  const b = ARENA_PLAYERS[job.b]!();
  const auction = job.auction === null ? null : PLAYERS[job.auction]!();
  const result = emptyResult();
  const timingsOf = (name: string): Timings | null =>
    name === 'random' || name === 'heuristic' ? null : (result.timings[name] ??= noTimings());
  const [ta, tb] = [timingsOf(job.a), timingsOf(job.b)];
  const makeableOf = new Map<string, Special[][]>();
  /** The specials each seat could have made with `dealt`, counted once per distinct deal. */
  const makeableIn = (dealt: HandRecord['dealt']): Special[][] => {
    const key = dealt.join();
    const known = makeableOf.get(key);
    if (known !== undefined) return known;
    const found = SEATS.map((seat) => makeableSpecials(dealt, settings, seat));
    for (const special of found.flat()) result.makeable[special] = (result.makeable[special] ?? 0) + 1;
    result.seatHands += SEATS.length;
    makeableOf.set(key, found);
    return found;
  };
  /** Records a hand played with `names[team]` playing each team's seats. */
  const note = (names: readonly [string, string], hand: HandRecord) => {
    const makeable = makeableIn(hand.dealt);
    result.illegal += hand.illegal;
    result.hands += 1;
    if (hand.contract === null || hand.bidder === null || hand.bidderSeat === null) return;
    const name = names[hand.bidder];
    const cell = ((result.contracts[name] ??= {})[hand.contract] ??= [0, 0, 0, 0]);
    cell[0] += hand.made ? 1 : 0;
    cell[1] += 1;
    cell[2] += hand.makeable ? 1 : 0;
    cell[3] += hand.makeable && hand.made ? 1 : 0;
    const special = SPECIALS.find((s) => s === hand.contract);
    if (special === undefined) return;
    const counts = ((result.specials[name] ??= {})[special] ??= [0, 0, 0]);
    counts[0] += 1;
    counts[1] += hand.made ? 1 : 0;
    counts[2] += makeable[hand.bidderSeat]!.includes(special) ? 1 : 0;
  };
  const units = job.games > 0 ? job.games : job.deals;
  for (let unit = job.index; unit < units; unit += job.workers) {
    const seed = job.firstSeed + unit;
    makeableOf.clear();
    if (job.games > 0) {
      const first = playGame(settings, seed, [a, b], [ta, tb]);
      const second = playGame(settings, seed, [b, a], [tb, ta]);
      first.hands.forEach((hand) => note([job.a, job.b], hand));
      second.hands.forEach((hand) => note([job.b, job.a], hand));
      result.nets.push(first.marks[0] - first.marks[1] + (second.marks[1] - second.marks[0]));
      result.deals.push((first.hands.length + second.hands.length) / 2);
      result.gamesWon += Number(first.winner === 0) + Number(second.winner === 1);
      result.games += 2;
    } else {
      const first = playHand(settings, seed, [a, b], [ta, tb], auction);
      const second = playHand(settings, seed, [b, a], [tb, ta], auction);
      note([job.a, job.b], first);
      note([job.b, job.a], second);
      if (auction !== null && first.made !== null && second.made !== null)
        result.madeOrSet.push((first.bidder === 0 ? 1 : -1) * (Number(first.made) - Number(second.made)));
      result.nets.push(first.marks[0] - first.marks[1] + (second.marks[1] - second.marks[0]));
      result.deals.push(1);
    }
    if (result.nets.length % reportEvery(job) === 0) await report(result);
  }
  return result;
};

/** What a worker sends: its results so far, or all of them. */
interface WorkerMessage {
  readonly done: boolean;
  readonly result: PairingResult;
}

/** Runs a pairing in `workers` child processes, each on its own share of the deals (or games);
 * every `interim` of them played in all, the figures so far are printed, so a run cut short still
 * tells. */
/** How many deals (or pairs of whole games) a pairing plays. */
interface Arena {
  readonly deals: number;
  readonly games: number;
  readonly auction: string | null;
  readonly firstSeed: number;
}

const runPairing = async (
  a: string,
  b: string,
  settings: string,
  arena: Arena,
  workers: number,
  interim: number,
) => {
  const [units, unit] = arena.games > 0 ? [arena.games, 'games'] : [arena.deals, 'deals'];
  const file = fileURLToPath(import.meta.url);
  const start = Date.now();
  const latest: PairingResult[] = [];
  let printed = 0;
  const progress = (index: number, result: PairingResult) => {
    latest[index] = result;
    const soFar = merge(latest.filter((r) => r !== undefined));
    if (soFar.nets.length >= printed + interim && soFar.nets.length < units) {
      printed = soFar.nets.length - (soFar.nets.length % interim);
      console.log(`\n(interim, ${soFar.nets.length} of ${units} ${unit}, ${new Date().toISOString()})`);
      console.log(formatPairing(a, b, summarize(soFar), (Date.now() - start) / 1000));
    }
  };
  const results = await Promise.all(
    Array.from(
      { length: workers },
      (_, index) =>
        new Promise<PairingResult>((resolve, reject) => {
          const child = fork(file, ['--child'], { execArgv: process.execArgv });
          child.on('message', (message: WorkerMessage) =>
            message.done ? resolve(message.result) : progress(index, message.result),
          );
          child.once('error', reject);
          child.once('exit', (code) => code !== 0 && reject(new Error(`worker exited with ${code}`)));
          child.send({ a, b, settings, ...arena, workers, index } satisfies Job);
        }),
    ),
  );
  return merge(results);
};

/** The table's levels, weakest first, by the bench's player names (shared/src/room/ai-levels.ts). */
const LADDER = [
  ['heuristic', 'Beginner'],
  ['search-medium', 'Medium'],
  ['search', 'Hard'],
  ['search-expert', 'Expert'],
] as const;

/** Each level against the next one up, then the ladder as one table. */
const runLadder = async (settings: string, arena: Arena, workers: number, interim: number) => {
  const rows: string[] = [];
  for (let i = 1; i < LADDER.length; i++) {
    const [[weak, weakLabel], [strong, strongLabel]] = [LADDER[i - 1]!, LADDER[i]!];
    const start = Date.now();
    const result = summarize(await runPairing(strong, weak, settings, arena, workers, interim));
    console.log(formatPairing(strong, weak, result, (Date.now() - start) / 1000));
    const { mean, half } = result.net;
    const deals = result.deals.reduce((x, y) => x + y, 0);
    rows.push(
      `| ${strongLabel} vs ${weakLabel} | ${deals} | ${mean >= 0 ? '+' : ''}${mean.toFixed(3)} | ` +
        `${(mean - half).toFixed(3)} .. ${(mean + half).toFixed(3)} | ${loadavg()[0]!.toFixed(1)} |`,
    );
  }
  console.log(
    [
      `
Strength ladder (${settings} rules, ${arena.games > 0 ? `${arena.games} duplicate pairs of whole games` : `${arena.deals} duplicate deals`} a step):`,
      '| step | duplicate deals | net marks per deal for the stronger | 95% CI | load at the end |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n'),
  );
};

const main = async () => {
  const only = option('only', 'solver,outlook,arena');
  const settings = option('settings', 'house');
  if (only.includes('solver')) benchSolver(Number(option('solver-deals', '200')), SETTINGS[settings]!);
  if (only.includes('outlook')) benchOutlook(Number(option('outlook-hands', '100')), SETTINGS[settings]!);
  if (only.includes('review')) benchReview(Number(option('review-hands', '50')), SETTINGS[settings]!);
  if (only.includes('special-bids')) {
    const deals = Number(option('deals', '200'));
    const every = Number(option('interim', '25'));
    const names = option('players', 'search-expert,expert-frozen').split(',');
    const players = Object.fromEntries(names.map((name) => [name, PLAYERS[name]!()]));
    const start = Date.now();
    const result = benchSpecialBids(
      deals,
      SETTINGS[settings]!,
      Number(option('first-seed', String(FIRST_SEED))),
      players,
      searchStrategy(FROZEN_EXPERT),
      {
        redeals: Number(option('redeals', '0')),
        reweigh: Number(option('reweigh', '0')),
        weigher: PLAYERS[names[0]!]!(),
      },
      (soFar, deal) => {
        if (deal % every === 0 && deal < deals)
          console.log(
            `(interim, ${deal} of ${deals} deals, load ${loadavg()[0]!.toFixed(1)})\n${formatSpecialBids(soFar)}`,
          );
      },
    );
    console.log(
      `\n${deals} deals of ${settings} rules in ${((Date.now() - start) / 1000).toFixed(0)} s, ` +
        `load ${loadavg()[0]!.toFixed(1)}; real play by expert-frozen\n${formatSpecialBids(result)}`,
    );
  }
  if (only.includes('nello-reading')) {
    const start = Date.now();
    const table = benchNelloReading(
      Number(option('deals', '1000')),
      Number(option('fit-seed', '10000')),
      200,
      Number(option('first-seed', String(FIRST_SEED))),
      Number(option('samples', '48')),
    );
    console.log(`${table}\n(${took(start)})`);
  }
  /** Prints a calibration table of real play against the Expert's sampled chance, on `--deals`
   * deals from `--first-seed`, the frozen Expert playing. */
  const calibration = (title: string, tableOf: typeof specialCalibration) => {
    const deals = Number(option('deals', '100'));
    const start = Date.now();
    const table = tableOf(
      deals,
      SETTINGS[settings]!,
      Number(option('first-seed', String(FIRST_SEED))),
      searchStrategy(FROZEN_EXPERT),
    );
    console.log(
      `${title}, by the Expert's sampled chance (${deals} deals of ${settings} rules, ` +
        `${took(start)}; real play by expert-frozen):\n${table}`,
    );
  };
  if (only.includes('bid-reading')) {
    const deals = Number(option('deals', '2000'));
    const start = Date.now();
    const table = bidReadingTable(
      deals,
      SETTINGS[settings]!,
      Number(option('first-seed', String(FIRST_SEED))),
      PLAYERS['search-expert']!(),
    );
    console.log(
      `The Expert's passes by the hand's reading of the lowest bid open (${deals} deals of ${settings} rules, ` +
        `${took(start)}):\n${table}`,
    );
  }
  if (only.includes('fusion-reach')) {
    const deals = Number(option('reach-deals', '200'));
    const start = Date.now();
    const table = fusionReach(
      deals,
      SETTINGS[settings]!,
      Number(option('first-seed', String(FIRST_SEED))),
      PLAYERS['search-expert']!(),
    );
    console.log(
      `Where the Expert's plays would change if it picked its next play once for the deals alike ` +
        `(on four times its budget; ${deals} deals of ${settings} rules, one hand each, ` +
        `${took(start)}):\n${table}`,
    );
  }
  if (only.includes('marks-calibrate')) calibration('Every trick in a suit at 2 marks', marksCalibration);
  if (only.includes('special-calibrate')) calibration('Special contracts in real play', specialCalibration);
  if (only.includes('special-losses')) {
    const deals = Number(option('deals', '200'));
    for (const name of option('player', 'search-expert').split(',')) {
      const start = Date.now();
      const tallies = specialLosses(
        deals,
        SETTINGS[settings]!,
        Number(option('first-seed', String(FIRST_SEED))),
        ARENA_PLAYERS[name]!(),
      );
      console.log(
        `Where real play lost the splashes and plunges the solver makes (${deals} deals of ${settings} rules, ` +
          `${name} at every seat, ${took(start)}):\n` +
          formatSpecialLosses(tallies),
      );
    }
  }
  if (only.includes('phone')) {
    const phone = spawnSync('npm', ['run', '--silent', 'bench:phone', '--', ...process.argv.slice(2)], {
      stdio: 'inherit',
    });
    if (phone.status !== 0) process.exitCode = phone.status ?? 1;
  }
  if (!only.includes('arena') && !only.includes('ladder')) return;
  const arena = {
    deals: Number(option('deals', '2000')),
    games: Number(option('games', '0')),
    auction: option('auction', '') || null,
    firstSeed: Number(option('first-seed', String(FIRST_SEED))),
  };
  if (arena.auction !== null && (arena.games > 0 || PLAYERS[arena.auction] === undefined)) {
    console.error(
      `--auction names a player (${Object.keys(PLAYERS).join(', ')}) and plays single deals only.`,
    );
    process.exit(1);
  }
  const workers = Number(option('workers', '2'));
  const interim = Number(option('interim', arena.games > 0 ? '25' : '250'));
  if (only.includes('ladder')) {
    await runLadder(settings, arena, workers, interim);
    return;
  }
  console.log(
    arena.games > 0
      ? `\nArena: ${arena.games} duplicate pairs of whole games per pairing, ${settings} rules, ${workers} worker(s), first seed ${arena.firstSeed}`
      : `\nArena: ${arena.deals} duplicate deals per pairing (${2 * arena.deals} hands), ${settings} rules, ${workers} worker(s), first seed ${arena.firstSeed}` +
          (arena.auction === null
            ? ''
            : `; ${arena.auction} bids and declares at every seat, the pairing plays the cards`),
  );
  const pairings = option(
    'pairs',
    'heuristic:random,search:heuristic,search-expert:search,search-expert:search-medium',
  )
    .split(',')
    .map((pair) => pair.split(':'));
  for (const [a, b] of pairings as [string, string][]) {
    const start = Date.now();
    const result = await runPairing(a, b, settings, arena, workers, interim);
    console.log(formatPairing(a, b, summarize(result), (Date.now() - start) / 1000));
  }
};

if (process.argv.includes('--child')) {
  process.once('message', async (job) => {
    const send = (message: WorkerMessage) =>
      new Promise<void>((resolve) => process.send!(message, () => resolve()));
    const result = await runJob(job as Job, (soFar) => send({ done: false, result: soFar }));
    process.send!({ done: true, result } satisfies WorkerMessage, () => process.exit(0));
  });
} else await main();
