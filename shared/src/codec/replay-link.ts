// Replay links: a whole game (settings, its seed or deal keys, accepted actions) as a short
// URL-safe string. Each action is written as its place among the legal actions of its moment,
// sorted by action word so the link depends on the rules and not on the order the engine happens
// to list them; forced moves cost nothing. Decoding replays the game, so a link that decodes is a
// legal game. A link's first character names its format (link-format.ts): a seeded game (a 32-bit
// seed) or a keyed one (each deal's 256-bit key, 43 characters apiece), and its generation (which
// settings it holds, and whether it ends with a check); one decoder reads them all.

import {
  MAX_GAME_ACTIONS,
  actionsOf,
  err,
  execute,
  firstDeal,
  isCarriedScore,
  isDealKey,
  ok,
  originOf,
  validActions,
  withKeyFrom,
} from '../engine';
import type { Action, CarriedScore, DealSource, GameOrigin, GameState, Result } from '../engine';
import { actionWord } from './action-word';
import { mistypedFront, withCheck, withoutCheck } from './link-check';
import { CHECKED_FORMATS, LINK_GENERATION, formatChar, readFormat } from './link-format';
import type { LinkFormat } from './link-format';
import { DigitReader, DigitWriter } from './mixed-radix';
import { readSettings, writeSettings } from './settings-digits';

/** Everything needed to rebuild a game exactly. */
export type GameRecord = GameOrigin & { readonly actions: readonly Action[] };

export const CODEC_ERROR_CODES = [
  'codec/unsupported', // the settings or the link's format version cannot be written or read
  'codec/illegal-action', // an action of the record is not legal at its moment
  'codec/malformed', // the text is not a replay link
  'codec/too-long', // the game has more actions than any real game (MAX_GAME_ACTIONS)
  'codec/check-failed', // the link's check does not match the rest: it was cut short or mistyped
] as const;
export type CodecErrorCode = (typeof CODEC_ERROR_CODES)[number];

export interface CodecError {
  readonly code: CodecErrorCode;
  readonly message: string;
}

const SEED_RADIX = 2 ** 32;
const COUNT_RADIX = 128;
/** A key is written as eight 32-bit words. */
const KEY_WORDS = 8;
/** More deals than any game of at most a few thousand actions can hold. */
const MAX_KEYS = 1000;

const codecError = (code: CodecErrorCode, message: string): CodecError => ({ code, message });

const tooLong = codecError('codec/too-long', 'That game is longer than any real game of 42');

const mistyped = codecError(
  'codec/check-failed',
  'This replay link is incomplete or mistyped: copy the whole link again',
);

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

const writeKey = (out: DigitWriter, key: string): void => {
  for (let word = 0; word < KEY_WORDS; word++)
    out.push(parseInt(key.slice(word * 8, word * 8 + 8), 16), SEED_RADIX);
};

const readKey = (input: DigitReader): string => {
  let key = '';
  for (let word = 0; word < KEY_WORDS; word++) key += input.next(SEED_RADIX).toString(16).padStart(8, '0');
  return key;
};

/** The score a game moved online began with: a flag, then the hand, the marks, the game points. */
const writeCarried = (out: DigitWriter, carried: CarriedScore | undefined): void => {
  out.push(carried === undefined ? 0 : 1, 2);
  if (carried === undefined) return;
  for (const count of [carried.handNumber, ...carried.marks, ...carried.gamePoints]) writeCount(out, count);
};

const readCarried = (input: DigitReader): CarriedScore | undefined => {
  if (input.next(2) === 0) return undefined;
  const [handNumber, mark0, mark1, points0, points1] = Array.from({ length: 5 }, () => readCount(input));
  return { handNumber: handNumber!, marks: [mark0!, mark1!], gamePoints: [points0!, points1!] };
};

/** The keys a record deals from (none for a seeded game). */
const keysOf = (origin: GameOrigin): readonly string[] => ('keys' in origin ? origin.keys : []);

/** The digits of a game record in a link of `generation` (the part before a check), or why it
 * cannot be written. The app writes today's generation; tests write older ones, as an older app
 * did. */
export const recordDigits = (
  record: GameRecord,
  generation: number = LINK_GENERATION,
): Result<string, CodecError> => {
  const out = new DigitWriter();
  if (!writeSettings(out, record.settings, generation))
    return err(codecError('codec/unsupported', 'These settings do not fit a replay link'));
  if (record.actions.length > MAX_GAME_ACTIONS) return err(tooLong);
  const keys = keysOf(record);
  if ('seed' in record) out.push(record.seed >>> 0, SEED_RADIX);
  else if (keys.length === 0 || keys.length > MAX_KEYS || !keys.every(isDealKey))
    return err(codecError('codec/unsupported', 'The deal keys of this game do not fit a replay link'));
  else {
    writeCount(out, keys.length);
    for (const key of keys) writeKey(out, key);
    writeCarried(out, 'carried' in record ? record.carried : undefined);
  }
  writeCount(out, record.actions.length);
  let state = firstDeal(record);
  for (const [index, action] of record.actions.entries()) {
    state = withKeyFrom(state, keys);
    const legal = legalByWord(state);
    const place = legal.words.indexOf(actionWord(action));
    const next = place < 0 ? null : execute(state, legal.actions[place]!);
    if (next === null || !next.ok)
      return err(codecError('codec/illegal-action', `Action ${index + 1} is not legal at its moment`));
    out.push(place, legal.words.length);
    state = next.value;
  }
  return ok(out.toString());
};

/** The link of a game record, in today's format, or why it cannot be written. */
export const encodeGame = (record: GameRecord): Result<string, CodecError> => {
  const digits = recordDigits(record);
  return digits.ok ? ok(withCheck(formatChar(!('seed' in record)) + digits.value)) : digits;
};

/** The seed or the keys a link holds after its settings, or null when they are damaged. */
const readDeals = (input: DigitReader, { keyed }: LinkFormat): DealSource | null => {
  if (!keyed) return { seed: input.next(SEED_RADIX) | 0 };
  const count = readCount(input);
  if (count < 1 || count > MAX_KEYS) return null;
  const keys = Array.from({ length: count }, () => readKey(input));
  const carried = readCarried(input);
  return carried === undefined ? { keys } : { keys, carried };
};

/** The text of a link before its check, or null when it was cut short or mistyped. */
const checkedText = (link: string, { checked }: LinkFormat): string | null => {
  if (checked) return withoutCheck(link);
  // A link of a format without a check may be one with a check, its first character mistyped.
  return mistypedFront(link, CHECKED_FORMATS) ? null : link;
};

/** The record a link holds, replayed and checked. */
export const decodeGame = (link: string): Result<GameRecord, CodecError> => {
  const first = typeof link === 'string' ? link[0] : undefined;
  const format = first === undefined ? null : readFormat(first);
  if (format === null)
    return err(
      codecError(first === undefined ? 'codec/malformed' : 'codec/unsupported', 'Not a replay link'),
    );
  // The characters are judged before the check, so a stray one is named as such.
  const text = checkedText(link, format);
  const input = DigitReader.of((text ?? link).slice(1));
  if (input === null)
    return err(codecError('codec/malformed', 'A replay link has only letters, digits, - and _'));
  if (text === null) return err(mistyped);
  const settings = readSettings(input, format.generation);
  const deals = readDeals(input, format);
  const count = readCount(input);
  const carried = deals !== null && 'carried' in deals ? deals.carried : undefined;
  if (
    settings === null ||
    deals === null ||
    count < 0 ||
    (carried !== undefined && !isCarriedScore(settings, carried))
  )
    return err(codecError('codec/malformed', 'The replay link is damaged'));
  // Refused before a single action is replayed: the count is the whole cost of a link.
  if (count > MAX_GAME_ACTIONS) return err(tooLong);
  const origin: GameOrigin = { settings, ...deals };
  const keys = keysOf(origin);
  let state = firstDeal(origin);
  for (let i = 0; i < count; i++) {
    state = withKeyFrom(state, keys);
    const legal = legalByWord(state);
    if (legal.actions.length === 0)
      return err(codecError('codec/malformed', 'The replay link runs past the end'));
    const next = execute(state, legal.actions[input.next(legal.actions.length)]!);
    if (!next.ok) return err(codecError('codec/malformed', next.error.message));
    state = next.value;
  }
  const used = state.dealing.kind === 'keyed' ? state.dealing.keys.length : 0;
  if (!input.done || used !== keys.length)
    return err(codecError('codec/malformed', 'The replay link is damaged'));
  return ok({ ...origin, actions: actionsOf(state) });
};

/** What a record holds of a game's deals. */
/** The record of a game in progress or over: its settings, its seed or the keys of the deals it
 * has made, and its actions. A keyed game's record holds its hands: never show it before the end. */
export const recordOf = (state: GameState): GameRecord => ({
  ...originOf(state),
  actions: actionsOf(state),
});
