// A game record as a client sends it to move an offline game online: its full settings, its seed
// and its actions (parse-request.ts bounds how many first), each action rebuilt from its own
// fields only, so nothing else a client sends reaches the engine's log. Replaying it then judges
// whether the moves are legal.

import * as v from 'valibot';
import { AGREEMENTS, BID_KINDS, DOMINO_COUNT, TRUMPS } from '../engine';
import { field, notArray, seatOf, wholeIn } from './field-schemas';
import { tableSettings } from './settings-schema';

const whole = v.pipe(v.number(), v.integer());

/** One action of a game's log. */
const action = v.variant('type', [
  v.object({ type: v.literal('bid'), seat: seatOf, kind: v.picklist(BID_KINDS), value: whole }),
  v.object({ type: v.literal('pass'), seat: seatOf }),
  v.object({ type: v.literal('select-trump'), seat: seatOf, trump: v.picklist(TRUMPS) }),
  v.object({ type: v.literal('play'), seat: seatOf, domino: wholeIn(0, DOMINO_COUNT - 1) }),
  v.object({ type: v.literal('agree'), seat: seatOf, to: v.picklist(AGREEMENTS) }),
  v.object({ type: v.literal('complete-trick') }),
  v.object({ type: v.literal('score-hand') }),
]);

/** A seed as the engine's generator takes it: a 32-bit whole number. */
const seed = v.pipe(
  whole,
  v.check((value) => value === (value | 0)),
);

/** A whole game: every setting, the seed, and the actions in order. */
export const gameRecord = field(
  'record',
  v.strictObject({
    settings: notArray(tableSettings),
    seed,
    actions: v.pipe(v.array(action), v.readonly()),
  }),
);
