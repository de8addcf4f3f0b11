// Rule errors are values with a stable code (for programs) and a message (for players).

export const RULE_ERROR_CODES = [
  'rule/malformed', // the action is not a well-formed move
  'rule/wrong-phase', // the move does not belong to this part of the hand
  'rule/not-your-turn', // another seat is to act
  'rule/bid-too-low', // the bid does not beat the high bid
  'rule/invalid-bid', // no such bid (points outside 30..41, a wrong contract value)
  'rule/marks-ladder', // a mark bid skips a step of the ladder
  'rule/shaker-must-bid', // everyone passed and the shaker may not
  'rule/contract-off', // the special contract is not played at this table
  'rule/not-enough-doubles', // splash or plunge without the doubles in hand
  'rule/trump-not-allowed', // that declaration is not open to this contract
  'rule/not-in-hand', // the domino is not in the player's hand
  'rule/must-follow', // the player holds the suit led
  'rule/must-play-nearest-seven', // sevens: a domino nearer 7 is in hand
  'rule/sitting-out', // the nello partner plays no dominoes
  'rule/already-agreed', // the seat has already agreed
  'rule/waiting-for-agreement', // the follow-up waits for every seat to agree
  'rule/game-over', // the game has ended
  'rule/no-deal-key', // a keyed game must deal and holds no key for it (or a record's key is bad)
] as const;
export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

export interface RuleError {
  readonly code: RuleErrorCode;
  readonly message: string;
}

export const ruleError = (code: RuleErrorCode, message: string): RuleError => ({ code, message });
