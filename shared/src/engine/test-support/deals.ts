// Test support: one fixed deal, chosen so that each rule can be shown with it.
//   seat 0: five doubles and the big sixes;  seat 1: the small sixes and fives;
//   seat 2: fours and small fives;           seat 3: threes, twos, ones and the double blank.

export const DOUBLES_HAND = '6-6 6-5 6-4 5-5 4-4 3-3 2-2';
export const SIXES_HAND = '6-3 6-2 6-1 6-0 5-4 5-3 5-2';
export const FOURS_HAND = '5-1 5-0 4-3 4-2 4-1 4-0 1-1';
export const LOW_HAND = '3-2 3-1 3-0 2-1 2-0 1-0 0-0';

export const DEAL = [DOUBLES_HAND, SIXES_HAND, FOURS_HAND, LOW_HAND] as const;
