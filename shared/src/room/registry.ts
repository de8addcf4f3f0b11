// The registry of rule transformers by name, and the table's machine: the engine's valid actions
// passed through the table's transformers left to right (the rightmost has the last word).

import { err, ok } from '../engine';
import type { Result } from '../engine';
import { offeredActions } from '../view';
import { roomError } from './errors';
import type { RoomError } from './errors';
import { FORCED_BID_MINIMUM, HINTS, SPEED, TOURNAMENT_CONTRACTS } from './rule-transformers';
import { DAILY_CHALLENGE, SINGLE_HAND } from './short-games';
import type {
  Machine,
  TableContext,
  Transformer,
  TransformerDefinition,
  TransformerName,
  TransformerParams,
  TransformerSpec,
} from './transformer';

/** Every transformer a room may enable, by name. */
export const TRANSFORMERS: { readonly [N in TransformerName]: TransformerDefinition<TransformerParams[N]> } =
  {
    tournament: TOURNAMENT_CONTRACTS,
    'forced-bid-minimum': FORCED_BID_MINIMUM,
    speed: SPEED,
    'single-hand': SINGLE_HAND,
    hints: HINTS,
    'daily-challenge': DAILY_CHALLENGE,
  };

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

const isTransformerName = (name: string): name is TransformerName => Object.hasOwn(TRANSFORMERS, name);

/** The spec of transformer `name` with `params` read as its own, or why they are unusable. */
const specOf = <N extends TransformerName>(
  name: N,
  params: Readonly<Record<string, unknown>>,
): Result<TransformerSpec<N>, string> => {
  const read = TRANSFORMERS[name].read(params);
  return read.ok ? ok({ name, params: read.value }) : read;
};

/** The specs, judged and copied: each must be registered and take its parameters. */
export const checkTransformers = (
  specs: readonly NamedTransformer[],
): Result<TransformerSpec[], RoomError> => {
  const checked: TransformerSpec[] = [];
  for (const { name, params = {} } of specs) {
    if (!isTransformerName(name))
      return err(
        roomError('room/unknown-transformer', `There is no rule variant called ${name.slice(0, 40)}`),
      );
    const spec = specOf(name, params);
    if (!spec.ok) return err(roomError('room/unknown-transformer', `${name}: ${spec.error}`));
    checked.push(spec.value);
  }
  return ok(checked);
};

/** The transformer a spec names, made with its parameters. */
const transformerOf = <N extends TransformerName>(spec: TransformerSpec<N>): Transformer =>
  TRANSFORMERS[spec.name].make(spec.params);

/** The table's machine: the engine's actions through each transformer, left to right. */
export const tableMachine = (specs: readonly TransformerSpec[], context: TableContext = {}): Machine =>
  specs.reduce<Machine>((machine, spec) => transformerOf(spec)(machine, context), offeredActions);
