// The host's rule changes, judged one setting at a time. Their schema (shared/src/protocol) has
// fixed each value's type; what a type cannot say is judged here: the ranges the engine plays,
// and a target's range for its kind. A room never holds a table the rules cannot play.

import { err, ok } from '../engine';
import type { Result, Settings } from '../engine';
import { roomError } from './errors';
import type { RoomError } from './errors';

/** Some rule settings, each of its engine type (their schema in shared/src/protocol makes sure):
 * the ones named replace the base's. */
export type SettingsChanges = Partial<Settings>;

/** The opening mark bid cap's range. */
const OPENING_MARKS = [1, 7] as const;

/** The target ranges: 1..21 marks, or 42..999 points. */
const TARGETS = { marks: [1, 21], points: [42, 999] } as const;

const within = (value: number, [low, high]: readonly [number, number]): boolean =>
  value >= low && value <= high;

/** Why the changes name a value the engine cannot play, or null. */
const rangeError = ({ maxOpeningMarks, target }: SettingsChanges): string | null => {
  if (maxOpeningMarks !== undefined && !within(maxOpeningMarks, OPENING_MARKS))
    return `The opening mark bid cap is ${OPENING_MARKS[0]} to ${OPENING_MARKS[1]} marks`;
  if (target !== undefined && !within(target.value, TARGETS[target.kind])) {
    const [low, high] = TARGETS[target.kind];
    return `A ${target.kind} game is played to ${low}..${high} ${target.kind}`;
  }
  return null;
};

/** `base` with the host's `changes` applied, or why one of them cannot be played. */
export const checkSettings = (base: Settings, changes: SettingsChanges): Result<Settings, RoomError> => {
  const problem = rangeError(changes);
  if (problem !== null) return err(roomError('room/invalid-setting', problem));
  const named = Object.entries(changes).filter(([, value]) => value !== undefined);
  return ok({ ...base, ...Object.fromEntries(named) });
};
