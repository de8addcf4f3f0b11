// A strategy decides for one seat from its PlayerView alone, as a pure function of the view and
// a seed. This module holds what every strategy shares: the turn's bookkeeping (agree at once,
// take a forced move) and a final check that the choice is one of the view's valid actions.

import { sameAction } from '../engine';
import type { Action } from '../engine';
import type { PlayerView } from '../view';
import { knowledgeFrom } from './knowledge';
import type { Knowledge, KnowledgeIn } from './knowledge';
import { Rng } from './rng';

/** Chooses one of the view's valid actions; null when the view offers none. */
export type Strategy = (view: PlayerView, seed: number) => Action | null;

/** The decisions a strategy makes itself; the rest is shared. */
export interface Policy {
  readonly bid: (k: KnowledgeIn<'bidding'>, rng: Rng) => Action;
  readonly trump: (k: KnowledgeIn<'trump'>, rng: Rng) => Action;
  readonly play: (k: KnowledgeIn<'playing'>, rng: Rng) => Action;
}

/** A strategy from a policy: agreements and forced moves are taken at once, and anything the
 * policy returns that the view does not offer is replaced by the first valid action. */
export const strategyOf =
  (policy: Policy): Strategy =>
  (view, seed) => {
    const actions = view.validActions;
    if (actions.length === 0) return null;
    const agree = actions.find((a) => a.type === 'agree');
    if (actions.length === 1 || agree !== undefined) return agree ?? actions[0]!;
    const k = knowledgeFrom(view);
    if (k === null) return actions[0]!;
    const rng = new Rng(seed);
    const choice =
      k.phase === 'bidding'
        ? policy.bid(k, rng)
        : k.phase === 'trump'
          ? policy.trump(k, rng)
          : k.phase === 'playing'
            ? policy.play(k, rng)
            : actions[0]!;
    return actions.find((a) => sameAction(a, choice)) ?? actions[0]!;
  };

/** A uniformly random valid action. */
export const randomChoice = (k: Knowledge, rng: Rng): Action =>
  k.validActions[rng.below(k.validActions.length)]!;
