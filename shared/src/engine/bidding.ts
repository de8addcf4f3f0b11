// One round of bidding, left of the shaker round to the shaker. A bid must beat the high bid:
// points 30..41, then marks (42 points each). The first mark bid is at most `maxOpeningMarks`;
// after a mark bid the only higher bid is one more mark. Splash and plunge are mark bids that
// need doubles in hand and may open or jump.

import type { BidAction, PassAction } from './action';
import { DOUBLES, sizeOf } from './domino';
import { ruleError } from './errors';
import type { RuleError } from './errors';
import type { Contract, GameState } from './state';
import { nextSeat } from './vocabulary';
import type { Seat } from './vocabulary';

export const MIN_POINT_BID = 30;
export const MAX_POINT_BID = 41;
const SPLASH_DOUBLES = 3;
const PLUNGE_DOUBLES = 4;
const SPLASH_MAX_MARKS = 3;

/** What a bid is worth in points: a mark is 42. */
export const bidStrength = (contract: Pick<Contract, 'kind' | 'value'> | null): number =>
  contract === null ? 0 : contract.kind === 'points' ? contract.value : 42 * contract.value;

/** The marks of the high bid, 0 while it is a point bid or there is none. */
const highMarks = (contract: Contract | null): number =>
  contract === null || contract.kind === 'points' ? 0 : contract.value;

/** What splash is worth now: 2 marks, or one more than the high mark bid; at most 3. */
export const splashValue = (contract: Contract | null): number => Math.max(2, highMarks(contract) + 1);

/** What plunge is worth now: 4 marks, or one more than the high mark bid. */
export const plungeValue = (contract: Contract | null): number => Math.max(4, highMarks(contract) + 1);

/** True when the seat is the shaker and everyone before passed (and the table says it must bid). */
const shakerMustBid = (state: GameState, seat: Seat): boolean =>
  state.settings.allPass === 'shaker-must-bid' && seat === state.shaker && state.contract === null;

const marksWord = (marks: number): string => (marks === 1 ? '1 mark' : `${marks} marks`);

/** Why this bid or pass is not allowed now, or null when it is. Seat and phase are checked already. */
export const bidError = (state: GameState, action: BidAction | PassAction): RuleError | null => {
  const { settings, contract } = state;
  if (action.type === 'pass') {
    return shakerMustBid(state, action.seat)
      ? ruleError('rule/shaker-must-bid', 'Everyone else passed: the shaker must bid at least 30')
      : null;
  }
  const { kind, value } = action;
  if (!Number.isInteger(value)) return ruleError('rule/malformed', 'A bid needs a whole number');
  switch (kind) {
    case 'points':
      if (value < MIN_POINT_BID || value > MAX_POINT_BID)
        return ruleError('rule/invalid-bid', 'Point bids run from 30 to 41');
      break;
    case 'marks': {
      const high = highMarks(contract);
      if (value < 1) return ruleError('rule/invalid-bid', 'A mark bid is at least 1 mark');
      if (high === 0 && value > settings.maxOpeningMarks)
        return ruleError(
          'rule/marks-ladder',
          `${marksWord(value)} can only follow ${marksWord(value - 1)}: open with at most ${marksWord(settings.maxOpeningMarks)}`,
        );
      if (high > 0 && value > high + 1)
        return ruleError(
          'rule/marks-ladder',
          `After ${marksWord(high)} the only higher bid is ${marksWord(high + 1)}`,
        );
      break;
    }
    case 'splash':
    case 'plunge': {
      const name = kind === 'splash' ? 'Splash' : 'Plunge';
      if (!settings[kind]) return ruleError('rule/contract-off', `${name} is not played at this table`);
      const needed = kind === 'splash' ? SPLASH_DOUBLES : PLUNGE_DOUBLES;
      if (sizeOf(state.hands[action.seat] & DOUBLES) < needed)
        return ruleError('rule/not-enough-doubles', `${name} needs ${needed} doubles in your hand`);
      const worth = kind === 'splash' ? splashValue(contract) : plungeValue(contract);
      if (kind === 'splash' && worth > SPLASH_MAX_MARKS)
        return ruleError(
          'rule/bid-too-low',
          `Splash is worth at most 3 marks and can't beat ${marksWord(worth - 1)}`,
        );
      if (value !== worth) return ruleError('rule/invalid-bid', `${name} is worth ${marksWord(worth)} now`);
      break;
    }
    default:
      return ruleError('rule/malformed', 'That is not a bid');
  }
  if (contract !== null && bidStrength(action) <= bidStrength(contract))
    return ruleError('rule/bid-too-low', `Your bid must beat ${describeBid(contract)}`);
  return null;
};

/** The bids and pass worth considering for a seat (those that can beat the high bid, and the
 * contracts the table plays); `bidError` decides which of them are legal. */
export const bidCandidates = (state: GameState, seat: Seat): (BidAction | PassAction)[] => {
  const { contract, settings } = state;
  const candidates: (BidAction | PassAction)[] = [{ type: 'pass', seat }];
  for (let points = Math.max(MIN_POINT_BID, bidStrength(contract) + 1); points <= MAX_POINT_BID; points++)
    candidates.push({ type: 'bid', seat, kind: 'points', value: points });
  const high = highMarks(contract);
  for (let marks = high + 1; marks <= Math.max(settings.maxOpeningMarks, high + 1); marks++)
    candidates.push({ type: 'bid', seat, kind: 'marks', value: marks });
  if (settings.splash) candidates.push({ type: 'bid', seat, kind: 'splash', value: splashValue(contract) });
  if (settings.plunge) candidates.push({ type: 'bid', seat, kind: 'plunge', value: plungeValue(contract) });
  return candidates;
};

/** The seat that bids after `seat`, or null when the shaker has bid and bidding is over. */
export const nextBidder = (state: Pick<GameState, 'shaker'>, seat: Seat): Seat | null =>
  seat === state.shaker ? null : nextSeat(seat);

/** A bid as players say it: "31", "2 marks", "splash (2 marks)". */
export const describeBid = (contract: Pick<Contract, 'kind' | 'value'>): string =>
  contract.kind === 'points'
    ? String(contract.value)
    : contract.kind === 'marks'
      ? marksWord(contract.value)
      : `${contract.kind} (${marksWord(contract.value)})`;
