// Replay links: a whole game (settings, seed, accepted actions) as a short URL-safe string. Each
// action is written as its place among the legal actions of its moment, sorted by action word so
// the link depends on the rules and not on the order the engine happens to list them; forced
// moves cost nothing. Decoding replays the game, so a link that decodes is a legal game.

import { MAX_GAME_ACTIONS, actionsOf, createGame, err, execute, ok, validActions } from '../engine';
import type { Action, GameState, Result, Settings } from '../engine';
import { actionWord } from './action-word';
import { DigitReader, DigitWriter } from './mixed-radix';
import { readSettings, writeSettings } from './settings-digits';

/** Everything needed to rebuild a game exactly. */
export interface GameRecord {
  readonly settings: Settings;
  readonly seed: number;
  readonly actions: readonly Action[];
}

export const CODEC_ERROR_CODES = [
  'codec/unsupported', // the settings or the link's format version cannot be written or read
  'codec/illegal-action', // an action of the record is not legal at its moment
  'codec/malformed', // the text is not a replay link
  'codec/too-long', // the game has more actions than any real game (MAX_GAME_ACTIONS)
] as const;
export type CodecErrorCode = (typeof CODEC_ERROR_CODES)[number];

export interface CodecError {
  readonly code: CodecErrorCode;
  readonly message: string;
}

/** The first character of every link: the format version. */
const FORMAT = '1';
const SEED_RADIX = 2 ** 32;
const COUNT_RADIX = 128;

const codecError = (code: CodecErrorCode, message: string): CodecError => ({ code, message });

const tooLong = codecError('codec/too-long', 'That game is longer than any real game of 42');

/** The legal actions of a state with their words, in word order. */
const legalByWord = (state: GameState): { words: number[]; actions: Action[] } => {
  const actions = validActions(state);
  const words = actions.map(actionWord);
  const order = words.map((_, i) => i).sort((a, b) => words[a]! - words[b]!);
  return { words: order.map((i) => words[i]!), actions: order.map((i) => actions[i]!) };
};

/** Writes a whole number as 7-bit groups, each followed by a flag saying whether more follow. */
const writeCount = (out: DigitWriter, count: number): void => {
  let rest = count;
  do {
    out.push(rest % COUNT_RADIX, COUNT_RADIX);
    rest = Math.floor(rest / COUNT_RADIX);
    out.push(rest > 0 ? 1 : 0, 2);
  } while (rest > 0);
};

/** The count `writeCount` wrote, or -1 when it runs past the groups a count up to the cap takes. */
const readCount = (input: DigitReader): number => {
  let count = 0;
  for (let scale = 1; scale <= MAX_GAME_ACTIONS; scale *= COUNT_RADIX) {
    count += input.next(COUNT_RADIX) * scale;
    if (input.next(2) === 0) return count;
  }
  return -1;
};

/** The link of a game record, or why it cannot be written. */
export const encodeGame = (record: GameRecord): Result<string, CodecError> => {
  if (record.actions.length > MAX_GAME_ACTIONS) return err(tooLong);
  const out = new DigitWriter();
  if (!writeSettings(out, record.settings))
    return err(codecError('codec/unsupported', 'These settings do not fit a replay link'));
  out.push(record.seed >>> 0, SEED_RADIX);
  writeCount(out, record.actions.length);
  let state = createGame(record.settings, record.seed);
  for (const [index, action] of record.actions.entries()) {
    const legal = legalByWord(state);
    const place = legal.words.indexOf(actionWord(action));
    const next = place < 0 ? null : execute(state, legal.actions[place]!);
    if (next === null || !next.ok)
      return err(codecError('codec/illegal-action', `Action ${index + 1} is not legal at its moment`));
    out.push(place, legal.words.length);
    state = next.value;
  }
  return ok(FORMAT + out.toString());
};

/** The record a link holds, replayed and checked. */
export const decodeGame = (link: string): Result<GameRecord, CodecError> => {
  if (typeof link !== 'string' || link[0] !== FORMAT)
    return err(
      codecError(link?.[0] === undefined ? 'codec/malformed' : 'codec/unsupported', 'Not a replay link'),
    );
  const input = DigitReader.of(link.slice(1));
  if (input === null)
    return err(codecError('codec/malformed', 'A replay link has only letters, digits, - and _'));
  const settings = readSettings(input);
  const seed = input.next(SEED_RADIX) | 0;
  const count = readCount(input);
  if (count < 0) return err(codecError('codec/malformed', 'The replay link is damaged'));
  // Refused before a single action is replayed: the count is the whole cost of a link.
  if (count > MAX_GAME_ACTIONS) return err(tooLong);
  let state = createGame(settings, seed);
  for (let i = 0; i < count; i++) {
    const legal = legalByWord(state);
    if (legal.actions.length === 0)
      return err(codecError('codec/malformed', 'The replay link runs past the end'));
    const next = execute(state, legal.actions[input.next(legal.actions.length)]!);
    if (!next.ok) return err(codecError('codec/malformed', next.error.message));
    state = next.value;
  }
  if (!input.done) return err(codecError('codec/malformed', 'The replay link is damaged'));
  return ok({ settings, seed, actions: actionsOf(state) });
};

/** The record of a game in progress or over. */
export const recordOf = (state: GameState): GameRecord => ({
  settings: state.settings,
  seed: state.seed,
  actions: actionsOf(state),
});
