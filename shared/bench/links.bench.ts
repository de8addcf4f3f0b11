// `npm run bench:links`: how long the worst replay links a client may send (at most
// MAX_LINK_LENGTH characters) take to decode, which is what createRoomFromGame does first. Each
// link is built as an attacker would: nothing but passes to the action cap (a redeal every four),
// the longest random game, a random game of mostly passes as long as a link allows, 4,000 random
// characters behind a header that asks for the cap, and the old bomb (2^35 - 1 passes in 17
// characters, and in today's format with its check). The hand-built bombs are in the first format
// (no check, read forever): an attacker's shortest. Prints `<link>: <chars> characters,
// <outcome>, median <ms> ms` over five decodes; before them, how long random games' links are.

import { checkedLinkAsking, linkAsking } from '../src/codec/test-support/link-bombs';
import {
  HOUSE,
  MAX_GAME_ACTIONS,
  MAX_LINK_LENGTH,
  TOURNAMENT,
  createGame,
  decodeGame,
  encodeGame,
  execute,
  recordOf,
  validActions,
} from '../src/index';
import type { Action, GameState, Settings } from '../src/index';
import { playRandomKeyedGame } from '../src/codec/test-support/random-keyed-games';
import { SETTINGS_MIX, playRandomGame, randomSource } from '../src/view/test-support/random-games';

const RUNS = 5;

const linkOf = (state: GameState): string => {
  const link = encodeGame(recordOf(state));
  if (!link.ok) throw new Error(link.error.message);
  return link.value;
};

/** Passes, and nothing else, up to the cap. */
const passesToTheCap = (): string => {
  let state = createGame(TOURNAMENT, 1);
  for (let i = 0; i < MAX_GAME_ACTIONS; i++) {
    const next = execute(state, { type: 'pass', seat: state.turn! } as Action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return linkOf(state);
};

/** The longest of a few random games to 999 points with every trick played. */
const longestRandomGame = (): string => {
  const settings: Settings = { ...HOUSE, stopWhenDecided: false, target: { kind: 'points', value: 999 } };
  const games = [1, 2, 3, 4, 5].map((seed) => playRandomGame(settings, seed, randomSource(seed)));
  const longest = games.reduce((a, b) => (a.log.length >= b.log.length ? a : b));
  return linkOf(longest);
};

/** A random game of the redeal table where most bids are passes, so it runs to the cap, cut to
 * the most actions whose link fits MAX_LINK_LENGTH: the most choices a link can carry. */
const longestRedealGame = (): string => {
  const random = randomSource(7);
  let state = createGame({ ...HOUSE, target: { kind: 'points', value: 999 } }, 7);
  const states = [state];
  while (states.length <= MAX_GAME_ACTIONS && state.phase !== 'game-over') {
    const actions = validActions(state);
    const pass = actions.find((action) => action.type === 'pass');
    const action =
      pass !== undefined && random() < 0.95 ? pass : actions[Math.floor(random() * actions.length)]!;
    const next = execute(state, action);
    if (!next.ok) throw new Error(next.error.message);
    states.push((state = next.value));
  }
  let [fits, tooLong] = [0, states.length];
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (linkOf(states[middle]!).length <= MAX_LINK_LENGTH) fits = middle;
    else tooLong = middle;
  }
  return linkOf(states[fits]!);
};

/** Prints the median and the longest link of `count` random games of the tests' mix of tables. */
const printLengths = (name: string, count: number, play: typeof playRandomGame): void => {
  const random = randomSource(count);
  const lengths = Array.from(
    { length: count },
    (_, game) => linkOf(play(SETTINGS_MIX[game % SETTINGS_MIX.length]!.settings, game + 1, random)).length,
  ).sort((a, b) => a - b);
  const median = lengths[Math.floor(count / 2)]!;
  console.log(
    `${name}: median ${median}, longest ${lengths.at(-1)!} characters (a 4-character check included)`,
  );
};

printLengths('links of 200 random seeded games (offline)', 200, playRandomGame);
printLengths('links of 20 random keyed games (online, a key per deal)', 20, playRandomKeyedGame);

const points999: Settings = { ...TOURNAMENT, target: { kind: 'points', value: 999 } };
const links: [string, string][] = [
  ['passes to the cap', passesToTheCap()],
  ['longest random game', longestRandomGame()],
  ['random game of mostly passes, to the cap or 4,000 characters', longestRedealGame()],
  [
    'random characters behind a header asking for the cap',
    linkAsking(points999, MAX_GAME_ACTIONS, 3_986, randomSource(42)),
  ],
  ['the old bomb: 2^35 - 1 first choices', linkAsking(TOURNAMENT, 2 ** 35 - 1)],
  ["the old bomb in today's format, its check written", checkedLinkAsking(TOURNAMENT, 2 ** 35 - 1)],
];

for (const [name, link] of links) {
  if (link.length > MAX_LINK_LENGTH) throw new Error(`${name}: ${link.length} characters is too long`);
  const times: number[] = [];
  let outcome = '';
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const decoded = decodeGame(link);
    times.push(performance.now() - start);
    outcome = decoded.ok
      ? `${decoded.value.actions.length} actions replayed`
      : `refused (${decoded.error.code})`;
  }
  const median = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  console.log(`${name}: ${link.length} characters, ${outcome}, median ${median.toFixed(1)} ms`);
}
