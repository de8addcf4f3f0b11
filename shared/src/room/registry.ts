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

/** A rule variant as the host names it (its shape checked by its schema in shared/src/protocol). */
export interface NamedTransformer {
  readonly name: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** The specs, judged and copied: each must be registered and take its parameters. */
export const checkTransformers = (
  specs: readonly NamedTransformer[],
): Result<TransformerSpec[], RoomError> => {
  const checked: TransformerSpec[] = [];
  for (const { name, params = {} } of specs) {
    if (!Object.hasOwn(TRANSFORMERS, name))
      return err(
        roomError('room/unknown-transformer', `There is no rule variant called ${name.slice(0, 40)}`),
      );
    const problem = TRANSFORMERS[name]!.check(params);
    if (problem !== null) return err(roomError('room/unknown-transformer', `${name}: ${problem}`));
    checked.push({ name, params: JSON.parse(JSON.stringify(params)) });
  }
  return ok(checked);
};

/** The table's machine: the engine's actions through each transformer, left to right. */
export const tableMachine = (specs: readonly TransformerSpec[], context: TableContext = {}): Machine =>
  specs.reduce<Machine>(
    (machine, spec) => TRANSFORMERS[spec.name]!.make(spec.params)(machine, context),
    offeredActions,
  );
