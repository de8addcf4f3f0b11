// The host's rule changes, checked one setting at a time: each must be one of the values the
// engine knows, so a room never holds a table the rules cannot play.

import { NELLO_DOUBLES, PRESETS, err, ok } from '../engine';
import type { Result, Settings } from '../engine';
import { roomError } from './errors';
import type { RoomError } from './errors';

const invalid = (message: string) => err(roomError('room/invalid-setting', message));

const isOneOf = (value: unknown, options: readonly unknown[]): boolean => options.includes(value);

const isWhole = (value: unknown, low: number, high: number): value is number =>
  Number.isInteger(value) && (value as number) >= low && (value as number) <= high;

/** The target ranges: 1..21 marks, or 42..999 points. */
const TARGETS = { marks: [1, 21], points: [42, 999] } as const;

/** Why a game target is unusable, or null. */
const targetError = (value: unknown): string | null => {
  const target = value as { kind?: unknown; value?: unknown } | null;
  const kind = target?.kind;
  if (typeof target !== 'object' || target === null || Object.keys(target).length !== 2)
    return 'The target is a number of marks or points';
  if (kind !== 'marks' && kind !== 'points') return 'The target is a number of marks or points';
  const [low, high] = TARGETS[kind];
  return isWhole(target.value, low, high) ? null : `A ${kind} game is played to ${low}..${high} ${kind}`;
};

/** Why one setting's value is unusable, or null. */
const settingError = (key: string, value: unknown): string | null => {
  switch (key) {
    case 'allPass':
      return isOneOf(value, ['redeal', 'shaker-must-bid'])
        ? null
        : 'When all pass: redeal or shaker-must-bid';
    case 'maxOpeningMarks':
      return isWhole(value, 1, 7) ? null : 'The opening mark bid cap is 1 to 7 marks';
    case 'followMeDoubles':
      return isOneOf(value, ['high', 'low']) ? null : 'In follow-me, doubles are high or low';
    case 'nello': {
      if (value === false) return null;
      const doubles = (value as { doubles?: unknown } | null)?.doubles;
      const only = typeof value === 'object' && value !== null && Object.keys(value).length === 1;
      return only && isOneOf(doubles, NELLO_DOUBLES)
        ? null
        : 'Nello is off, or its doubles are own-suit, high or low';
    }
    case 'sevens':
    case 'splash':
    case 'plunge':
    case 'stopWhenDecided':
      return typeof value === 'boolean' ? null : `${key} is on or off`;
    case 'target':
      return targetError(value);
    default:
      return `There is no rule called ${key}`;
  }
};

/** `base` with the host's `changes` applied, each one checked. */
export const checkSettings = (base: Settings, changes: unknown): Result<Settings, RoomError> => {
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes))
    return invalid('Rule settings come as named values');
  for (const [key, value] of Object.entries(changes)) {
    const problem = settingError(key, value);
    if (problem !== null) return invalid(problem);
  }
  return ok(JSON.parse(JSON.stringify({ ...base, ...changes })) as Settings);
};

/** A preset's settings, or why the name is unknown. */
export const presetSettings = (name: unknown): Result<Settings, RoomError> =>
  typeof name === 'string' && Object.hasOwn(PRESETS, name)
    ? ok(PRESETS[name as keyof typeof PRESETS])
    : invalid(`There is no preset called ${String(name)}: try ${Object.keys(PRESETS).join(' or ')}`);
