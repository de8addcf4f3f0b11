// Naming trump. The winning bidder declares a suit, the doubles or follow-me, or, after a bid of
// at least 1 mark, nello or sevens where the table plays them. After splash or plunge the
// bidder's partner declares (a suit, doubles or follow-me) and leads.

import type { SelectTrumpAction, Trump } from './action';
import { TRUMPS } from './action';
import { ruleError } from './errors';
import type { RuleError } from './errors';
import type { GameState } from './state';
import { partnerOf } from './vocabulary';
import type { Seat } from './vocabulary';

const isTrump = (value: unknown): value is Trump => (TRUMPS as readonly unknown[]).includes(value);

/** Why this declaration is not allowed, or null when it is. Seat and phase are checked already. */
export const trumpError = (state: GameState, action: SelectTrumpAction): RuleError | null => {
  const { trump } = action;
  if (!isTrump(trump)) return ruleError('rule/malformed', 'That is not a trump choice');
  if (trump !== 'nello' && trump !== 'sevens') return null;
  const name = trump === 'nello' ? 'Nello' : 'Sevens';
  if (!state.settings[trump]) return ruleError('rule/contract-off', `${name} is not played at this table`);
  if (state.contract?.kind !== 'marks')
    return ruleError(
      'rule/trump-not-allowed',
      state.contract?.kind === 'points'
        ? `${name} needs a bid of at least 1 mark`
        : `After ${state.contract?.kind}, trump is a suit, doubles or follow-me`,
    );
  return null;
};

/** The seat that sits the hand out when `declarer` names `trump`: at nello the partner of the
 * bidder, who declares (nello follows a marks bid, so the bidder names it). */
export const sitterFor = (declarer: Seat, trump: Trump): Seat | null =>
  trump === 'nello' ? partnerOf(declarer) : null;

/** How many play to each trick: four, or three while a seat sits the hand out (`sitterFor`). */
export const playsPerTrick = (sittingOut: Seat | null): number => (sittingOut === null ? 4 : 3);
