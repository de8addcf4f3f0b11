// The registry of rule transformers by name, and the table's machine: the engine's valid actions
// passed through the table's transformers left to right (the rightmost has the last word).

import { err, ok } from '../engine';
import type { Result } from '../engine';
import { offeredActions } from '../view';
import { roomError } from './errors';
import type { RoomError } from './errors';
import { FORCED_BID_MINIMUM, HINTS, SPEED, TOURNAMENT } from './rule-transformers';
import { DAILY_CHALLENGE, SINGLE_HAND } from './short-games';
import type { Machine, TableContext, TransformerDefinition, TransformerSpec } from './transformer';

/** Every transformer a room may enable, by name. */
export const TRANSFORMERS: Readonly<Record<string, TransformerDefinition>> = {
  tournament: TOURNAMENT,
  'forced-bid-minimum': FORCED_BID_MINIMUM,
  speed: SPEED,
  'single-hand': SINGLE_HAND,
  hints: HINTS,
  'daily-challenge': DAILY_CHALLENGE,
};

/** The registered names. */
export const TRANSFORMER_NAMES = Object.keys(TRANSFORMERS);

/** Tournament rules: no special contracts. */
export const tournament = (): TransformerSpec => ({ name: 'tournament', params: {} });
/** Until someone bids, no passing and no point bid below `minimum`. */
export const forcedBidMinimum = (minimum: number): TransformerSpec => ({
  name: 'forced-bid-minimum',
  params: { minimum },
});
/** Forced plays are marked for auto-play. */
export const speed = (): TransformerSpec => ({ name: 'speed', params: {} });
/** The game ends after one hand. */
export const singleHand = (): TransformerSpec => ({ name: 'single-hand', params: {} });
/** The hinter's advice is attached to the recommended action. */
export const hints = (): TransformerSpec => ({ name: 'hints', params: {} });
/** The date's deal as a one-hand challenge rated with stars. */
export const dailyChallenge = (date: string, thresholds?: readonly number[]): TransformerSpec => ({
  name: 'daily-challenge',
  params: thresholds === undefined ? { date } : { date, thresholds: [...thresholds] },
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The specs, checked and copied, or why one of them is unusable. */
export const checkTransformers = (specs: unknown): Result<TransformerSpec[], RoomError> => {
  if (!Array.isArray(specs) || specs.length > 10)
    return err(roomError('room/unknown-transformer', 'Transformers come as a list of at most 10'));
  const checked: TransformerSpec[] = [];
  for (const spec of specs) {
    if (!isRecord(spec) || typeof spec.name !== 'string')
      return err(roomError('room/unknown-transformer', 'Each rule variant is given by its name'));
    if (!Object.hasOwn(TRANSFORMERS, spec.name))
      return err(
        roomError('room/unknown-transformer', `There is no rule variant called ${spec.name.slice(0, 40)}`),
      );
    const params = spec.params === undefined ? {} : spec.params;
    if (!isRecord(params))
      return err(roomError('room/unknown-transformer', `The ${spec.name} variant takes named parameters`));
    const problem = TRANSFORMERS[spec.name]!.check(params);
    if (problem !== null) return err(roomError('room/unknown-transformer', `${spec.name}: ${problem}`));
    checked.push({ name: spec.name, params: JSON.parse(JSON.stringify(params)) });
  }
  return ok(checked);
};

/** The table's machine: the engine's actions through each transformer, left to right. */
export const tableMachine = (specs: readonly TransformerSpec[], context: TableContext = {}): Machine =>
  specs.reduce<Machine>(
    (machine, spec) => TRANSFORMERS[spec.name]!.make(spec.params)(machine, context),
    offeredActions,
  );
