// The transformers that change what may be done: tournament rules without special contracts, a
// forced opening bid, speed mode's automatic forced plays, and hints from the table's hinter.

import { MAX_POINT_BID, MIN_POINT_BID, TOURNAMENT, err, ok, sameAction } from '../engine';
import type { Action, Result } from '../engine';
import { hintFor } from '../view';
import type { NoParams, TransformerDefinition, TransformerParams } from './transformer';

/** No parameters, or why the ones given are not taken. */
export const noParams = (params: Readonly<Record<string, unknown>>): Result<NoParams, string> =>
  Object.keys(params).length === 0 ? ok({}) : err('This transformer takes no parameters');

/** The special contracts a bid or a trump may open, each played only where its setting is on. */
type SpecialContract = 'splash' | 'plunge' | 'nello' | 'sevens';

/** The special contract an action bids or names, or null for any other action. */
const specialContractOf = (action: Action): SpecialContract | null => {
  if (action.type === 'bid') return action.kind === 'splash' || action.kind === 'plunge' ? action.kind : null;
  if (action.type === 'select-trump')
    return action.trump === 'nello' || action.trump === 'sevens' ? action.trump : null;
  return null;
};

/** The tournament preset's contracts at any table: a special contract the preset leaves off
 * (splash, plunge, nello and sevens today) is never offered, whatever the table's settings. What
 * tournament rules are is said once, by the preset (engine/settings.ts). */
export const TOURNAMENT_CONTRACTS: TransformerDefinition<NoParams> = {
  description: 'Tournament: no special contracts (splash, plunge, nello, sevens)',
  read: noParams,
  make: () => (base) => (state) =>
    base(state).filter(({ action }) => {
      const contract = specialContractOf(action);
      return contract === null || TOURNAMENT[contract] !== false;
    }),
};

/** Until someone bids, nobody may pass and a point bid must reach `minimum`. */
export const FORCED_BID_MINIMUM: TransformerDefinition<TransformerParams['forced-bid-minimum']> = {
  description: 'Forced bid: the first bid may not be passed and must reach the minimum',
  read: (params) => {
    const { minimum } = params;
    if (Object.keys(params).some((key) => key !== 'minimum')) return err('Only a minimum is allowed');
    return typeof minimum === 'number' &&
      Number.isInteger(minimum) &&
      minimum >= MIN_POINT_BID &&
      minimum <= MAX_POINT_BID
      ? ok({ minimum })
      : err(`The minimum bid is a whole number from ${MIN_POINT_BID} to ${MAX_POINT_BID}`);
  },
  make:
    ({ minimum }) =>
    (base) =>
    (state) => {
      const actions = base(state);
      if (state.phase !== 'bidding' || state.contract !== null) return actions;
      return actions.filter(
        ({ action }) =>
          action.type !== 'pass' &&
          (action.type !== 'bid' || action.kind !== 'points' || action.value >= minimum),
      );
    },
};

/** A seat's single legal play is marked for the client to play by itself. */
export const SPEED: TransformerDefinition<NoParams> = {
  description: 'Speed: a forced play is made automatically',
  read: noParams,
  make: () => (base) => (state) => {
    const actions = base(state);
    if (state.phase !== 'playing') return actions;
    const plays = actions.filter(({ action }) => action.type === 'play');
    if (plays.length !== 1) return actions;
    return actions.map((offered) => (offered === plays[0] ? { ...offered, autoPlay: true } : offered));
  },
};

/** The hinter's advice for the seat on turn, attached to the action it recommends. */
export const HINTS: TransformerDefinition<NoParams> = {
  description: 'Hints: the recommended move is marked, for players allowed to see hints',
  read: noParams,
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
