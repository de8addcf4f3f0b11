// The shape of a stored room in today's format: every field of `Room` and of its `GameState`
// with its type, and no other field. Plain values are checked to the leaf; the game's nested
// records (bids, tricks, the log's deals, a hand's outcome) only as objects and arrays, since the
// engine rebuilds and judges them move by move.

import * as v from 'valibot';
import { SEATS, TEAMS, TRUMPS } from '../../engine';
import type {
  Action,
  BidAction,
  ChunkedList,
  Contract,
  HandOutcome,
  PassAction,
  Phase,
  PlayAction,
  Trick,
} from '../../engine';
import { AI_LEVEL_NAMES, checkTransformers } from '../../room';
import type { Room, TransformerSpec } from '../../room';
import { tableSettings } from '../settings-schema';

const whole = v.pipe(v.number(), v.integer());
const seat = v.picklist(SEATS);
const byTeam = v.tuple([whole, whole]);

const isRecord = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object of type `T`, checked only as an object with a `type` among `types` when given. */
const record = <T>(what: string, ...types: string[]) =>
  v.custom<T>(
    (value) =>
      isRecord(value) && (types.length === 0 || types.includes((value as { type?: unknown }).type as string)),
    `${what} is not a record`,
  );

const settings = tableSettings;

/** The table's rule variants, each registered and taking its parameters (as the host's are
 * checked), so a variant this code no longer knows is refused here, not when the table plays. */
const transformers = v.pipe(
  v.array(v.strictObject({ name: v.string(), params: v.optional(v.record(v.string(), v.unknown())) })),
  // Judged once: every callable decodes its stored room, so the check also gives the typed specs.
  v.rawTransform(({ dataset, addIssue, NEVER }): TransformerSpec[] => {
    const checked = checkTransformers(dataset.value);
    if (checked.ok) return checked.value;
    addIssue({ message: 'A rule variant is not one this table knows' });
    return NEVER;
  }),
);

const dealing = v.variant('kind', [
  v.strictObject({ kind: v.literal('seeded'), seed: whole, rng: whole }),
  v.strictObject({
    kind: v.literal('keyed'),
    carried: v.nullable(v.strictObject({ handNumber: whole, marks: byTeam, gamePoints: byTeam })),
    keys: v.array(v.string()),
    next: v.nullable(v.string()),
  }),
]);

const log = v.strictObject({
  length: whole,
  deals: record<ChunkedList<readonly Action[]>>('The log of finished deals'),
  deal: v.array(record<Action>('An action')),
});

/** The schemas of the fields a phase decides (see `PhaseFields` in shared/src/engine/state.ts). */
interface PhaseSchemas<T, C, R, D, S, O, W> {
  readonly turn: v.GenericSchema<T>;
  readonly contract: v.GenericSchema<C>;
  readonly trump: v.GenericSchema<R>;
  readonly declarer: v.GenericSchema<D>;
  readonly sittingOut: v.GenericSchema<S>;
  readonly outcome: v.GenericSchema<O>;
  readonly winner: v.GenericSchema<W>;
}

/** The game in `phase`, its fields in their stored order. */
const gameIn = <const P extends Phase, T, C, R, D, S, O, W>(
  phase: P,
  own: PhaseSchemas<T, C, R, D, S, O, W>,
) =>
  v.strictObject({
    settings,
    dealing,
    phase: v.literal(phase),
    handNumber: whole,
    shaker: seat,
    turn: own.turn,
    hands: v.tuple([whole, whole, whole, whole]),
    bids: v.array(record<BidAction | PassAction>('A bid', 'bid', 'pass')),
    contract: own.contract,
    trump: own.trump,
    declarer: own.declarer,
    sittingOut: own.sittingOut,
    trick: v.array(record<PlayAction>('A play', 'play')),
    tricks: v.array(record<Trick>('A trick')),
    points: byTeam,
    agreed: whole,
    outcome: own.outcome,
    marks: byTeam,
    gamePoints: byTeam,
    winner: own.winner,
    log,
  });

const contract = record<Contract>('The contract');
const outcome = record<HandOutcome>("The hand's outcome");
const none = v.null();
const named = { contract, trump: v.picklist(TRUMPS), declarer: seat, sittingOut: v.nullable(seat) };

/** A game, each phase with its own fields (null where the phase has none). */
const game = v.variant('phase', [
  gameIn('bidding', {
    turn: seat,
    contract: v.nullable(contract),
    trump: none,
    declarer: none,
    sittingOut: none,
    outcome: none,
    winner: none,
  }),
  gameIn('trump', {
    turn: seat,
    contract,
    trump: none,
    declarer: seat,
    sittingOut: none,
    outcome: none,
    winner: none,
  }),
  gameIn('playing', { ...named, turn: seat, outcome: none, winner: none }),
  gameIn('trick-complete', { ...named, turn: none, outcome: none, winner: none }),
  gameIn('hand-complete', { ...named, turn: none, outcome, winner: none }),
  gameIn('game-over', { ...named, turn: none, outcome, winner: v.picklist(TEAMS) }),
]);

const seatSlot = v.strictObject({
  uid: v.nullable(v.string()),
  name: v.string(),
  kind: v.picklist(['human', 'ai']),
  away: v.boolean(),
  formerUid: v.nullable(v.string()),
});

const watcher = v.strictObject({
  uid: v.string(),
  name: v.string(),
  coaching: v.nullable(seat),
  asking: v.nullable(seat),
  waiting: v.optional(v.literal(true)),
});

/** Who took a seat, and from which play of which hand. */
const seatTaken = v.strictObject({
  seat,
  name: v.string(),
  uid: v.nullable(v.string()),
  hand: whole,
  play: whole,
});

/** What every stored room holds, whatever its status (format 4: the room layer's `Room`, as JSON). */
const roomBase = {
  id: v.string(),
  code: v.string(),
  hostUid: v.string(),
  seats: v.tuple([seatSlot, seatSlot, seatSlot, seatSlot]),
  watchers: v.array(watcher),
  settings,
  transformers,
  turnTimeLimit: v.nullable(whole),
  aiLevel: v.picklist(AI_LEVEL_NAMES),
  turnDeadline: v.nullable(v.number()),
  turnSince: v.nullable(v.number()),
  result: v.nullable(record<NonNullable<Room['result']>>("The table's result")),
  satInGame: v.array(v.string()),
  coachedInGame: v.array(v.string()),
  removed: v.array(v.string()),
  seatHistory: v.array(seatTaken),
  version: whole,
};

/** A room as today's format stores it: the room layer's `Room`, as JSON. A lobby has no game yet; a
 * room playing or finished has one. */
export const storedRoom: v.GenericSchema<unknown, Room> = v.variant('status', [
  v.strictObject({ ...roomBase, status: v.literal('lobby'), game: v.null() }),
  v.strictObject({ ...roomBase, status: v.picklist(['playing', 'finished']), game }),
]);
