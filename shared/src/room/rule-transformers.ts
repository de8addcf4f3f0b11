// The transformers that change what may be done: tournament rules without special contracts, a
// forced opening bid, speed mode's automatic forced plays, and hints from the table's hinter.

import { MAX_POINT_BID, MIN_POINT_BID, sameAction } from '../engine';
import { hintFor } from '../view';
import type { TransformerDefinition } from './transformer';

const noParams = (params: Readonly<Record<string, unknown>>): string | null =>
  Object.keys(params).length === 0 ? null : 'This transformer takes no parameters';

/** Straight 42: no splash, plunge, nello or sevens, whatever the settings say. */
export const TOURNAMENT: TransformerDefinition = {
  description: 'Tournament: no special contracts (splash, plunge, nello, sevens)',
  check: noParams,
  make: () => (base) => (state) =>
    base(state).filter(({ action }) =>
      action.type === 'bid'
        ? action.kind === 'points' || action.kind === 'marks'
        : action.type !== 'select-trump' || (action.trump !== 'nello' && action.trump !== 'sevens'),
    ),
};

/** Until someone bids, nobody may pass and a point bid must reach `minimum`. */
export const FORCED_BID_MINIMUM: TransformerDefinition = {
  description: 'Forced bid: the first bid may not be passed and must reach the minimum',
  check: (params) => {
    const { minimum } = params;
    if (Object.keys(params).some((key) => key !== 'minimum')) return 'Only a minimum is allowed';
    return Number.isInteger(minimum) &&
      (minimum as number) >= MIN_POINT_BID &&
      (minimum as number) <= MAX_POINT_BID
      ? null
      : `The minimum bid is a whole number from ${MIN_POINT_BID} to ${MAX_POINT_BID}`;
  },
  make: (params) => (base) => (state) => {
    const actions = base(state);
    if (state.phase !== 'bidding' || state.contract !== null) return actions;
    const minimum = params.minimum as number;
    return actions.filter(
      ({ action }) =>
        action.type !== 'pass' &&
        (action.type !== 'bid' || action.kind !== 'points' || action.value >= minimum),
    );
  },
};

/** A seat's single legal play is marked for the client to play by itself. */
export const SPEED: TransformerDefinition = {
  description: 'Speed: a forced play is made automatically',
  check: noParams,
  make: () => (base) => (state) => {
    const actions = base(state);
    if (state.phase !== 'playing') return actions;
    const plays = actions.filter(({ action }) => action.type === 'play');
    if (plays.length !== 1) return actions;
    return actions.map((offered) => (offered === plays[0] ? { ...offered, autoPlay: true } : offered));
  },
};

/** The hinter's advice for the seat on turn, attached to the action it recommends. */
export const HINTS: TransformerDefinition = {
  description: 'Hints: the recommended move is marked, for players allowed to see hints',
  check: noParams,
  make: () => (base, context) => (state) => {
    const actions = base(state);
    const turn = state.turn;
    if (context.hinter === undefined || turn === null) return actions;
    const hint = hintFor(state, turn, context.hinter, { actions, players: context.players });
    if (hint === null) return actions;
    return actions.map((offered) =>
      sameAction(offered.action, hint.action) ? { ...offered, hint: hint.reason } : offered,
    );
  },
};
