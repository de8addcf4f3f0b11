// A table's settings as a handful of mixed-radix digits (about 25 bits in all), so a replay link
// carries the exact house rules it was played under.

import { NELLO_DOUBLES } from '../engine';
import type { Settings } from '../engine';
import type { DigitReader, DigitWriter } from './mixed-radix';

/** Targets up to this many marks or points fit in a link. */
const TARGET_RADIX = 1024;
const OPENING_RADIX = 16;

/** Writes the settings; false when a value does not fit the link format. */
export const writeSettings = (out: DigitWriter, settings: Settings): boolean => {
  const { target, maxOpeningMarks } = settings;
  if (!Number.isInteger(target.value) || target.value < 0 || target.value >= TARGET_RADIX) return false;
  if (!Number.isInteger(maxOpeningMarks) || maxOpeningMarks < 0 || maxOpeningMarks >= OPENING_RADIX)
    return false;
  out.push(settings.allPass === 'redeal' ? 0 : 1, 2);
  out.push(maxOpeningMarks, OPENING_RADIX);
  out.push(settings.followMeDoubles === 'high' ? 0 : 1, 2);
  out.push(settings.nello === false ? 0 : 1 + NELLO_DOUBLES.indexOf(settings.nello.doubles), 4);
  out.push(Number(settings.sevens), 2);
  out.push(Number(settings.splash), 2);
  out.push(Number(settings.plunge), 2);
  out.push(Number(settings.stopWhenDecided), 2);
  out.push(target.kind === 'marks' ? 0 : 1, 2);
  out.push(target.value, TARGET_RADIX);
  return true;
};

/** Reads the settings back. */
export const readSettings = (input: DigitReader): Settings => {
  const allPass = input.next(2) === 0 ? 'redeal' : 'shaker-must-bid';
  const maxOpeningMarks = input.next(OPENING_RADIX);
  const followMeDoubles = input.next(2) === 0 ? 'high' : 'low';
  const nello = input.next(4);
  const sevens = input.next(2) === 1;
  const splash = input.next(2) === 1;
  const plunge = input.next(2) === 1;
  const stopWhenDecided = input.next(2) === 1;
  const kind = input.next(2) === 0 ? 'marks' : 'points';
  const value = input.next(TARGET_RADIX);
  return {
    allPass,
    maxOpeningMarks,
    followMeDoubles,
    nello: nello === 0 ? false : { doubles: NELLO_DOUBLES[nello - 1]! },
    sevens,
    splash,
    plunge,
    target: { kind, value },
    stopWhenDecided,
  };
};
