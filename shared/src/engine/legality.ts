// The one legality check. `execute` refuses what it rejects and `validActions` lists exactly
// what it accepts, so the two can never disagree. It reads in a fixed order: shape, then what the
// phase accepts (nothing once the game is over), seat, then the rule of the phase.

import type { Action, Agreement } from './action';
import { AGREEMENTS } from './action';
import { bidError } from './bidding';
import { trumpError } from './declare';
import { dominoName, isDominoId } from './domino';
import { ruleError } from './errors';
import type { RuleError } from './errors';
import { SUIT_NAMES, SEVENS, playModeOf, suitLed } from './suits';
import type { PlayMode } from './suits';
import { legalPlays } from './trick';
import { ALL_AGREED } from './state';
import type { GameState, InPhase, Phase, TrumpNamed } from './state';
import { isSeat } from './vocabulary';
import type { Seat } from './vocabulary';

const WAITING: Record<Phase, string> = {
  bidding: 'bidding is under way',
  trump: 'trump is being named',
  playing: 'a trick is being played',
  'trick-complete': 'the trick is over and the table is waiting for everyone to tap Next',
  'hand-complete': 'the hand is over and the table is waiting for everyone to tap Next',
  'game-over': 'the game is over',
};

const VERB: Record<Action['type'], string> = {
  bid: 'bid',
  pass: 'pass',
  'select-trump': 'name trump',
  play: 'play a domino',
  agree: 'tap Next',
  'complete-trick': 'collect the trick',
  'score-hand': 'score the hand',
};

/** The play mode of the hand in progress. */
export const modeOf = (state: TrumpNamed): PlayMode => playModeOf(state.trump, state.settings);

/** Why the seat on turn may not play this domino, or null when it may. */
const playError = (state: InPhase<'playing'>, seat: number, domino: number): RuleError | null => {
  const hand = state.hands[seat as 0]!;
  if (((hand >> domino) & 1) === 0)
    return ruleError('rule/not-in-hand', `You don't hold the ${dominoName(domino)}`);
  const mode = modeOf(state);
  if ((legalPlays(mode, hand, state.trick) >> domino) & 1) return null;
  if (mode === SEVENS)
    return ruleError('rule/must-play-nearest-seven', 'In sevens you must play the domino nearest 7 pips');
  const suit = SUIT_NAMES[suitLed(mode, state.trick[0]!.domino)]!;
  return ruleError('rule/must-follow', `You must follow ${suit}`);
};

const isAgreement = (value: unknown): value is Agreement =>
  (AGREEMENTS as readonly unknown[]).includes(value);

/** Why `action` may not be taken in `state`, or null when it may. */
export const actionError = (state: GameState, action: Action): RuleError | null => {
  if (typeof action !== 'object' || action === null || !Object.hasOwn(VERB, action.type))
    return ruleError('rule/malformed', 'That move is not understood');
  if ('seat' in action && !isSeat(action.seat)) return ruleError('rule/malformed', 'That move names no seat');
  if (action.type === 'agree' && !isAgreement(action.to))
    return ruleError('rule/malformed', 'That agreement is not understood');
  if (action.type === 'play' && !isDominoId(action.domino))
    return ruleError('rule/malformed', 'That is not a domino');
  switch (state.phase) {
    case 'bidding':
      return action.type === 'bid' || action.type === 'pass'
        ? (seatError(state, action.seat) ?? bidError(state, action))
        : wrongPhase(state, action);
    case 'trump':
      return action.type === 'select-trump'
        ? (seatError(state, action.seat) ?? trumpError(state, action))
        : wrongPhase(state, action);
    case 'playing':
      return action.type === 'play'
        ? (seatError(state, action.seat) ?? playError(state, action.seat, action.domino))
        : wrongPhase(state, action);
    case 'trick-complete':
      return agreementError(state, action, 'complete-trick');
    case 'hand-complete':
      return agreementError(state, action, 'score-hand');
    case 'game-over':
      return ruleError('rule/game-over', 'The game is over');
  }
};

const wrongPhase = (state: GameState, action: Action): RuleError =>
  ruleError('rule/wrong-phase', `You can't ${VERB[action.type]} now: ${WAITING[state.phase]}`);

/** Why `seat` may not bid, declare or play now, or null when it is on turn. */
const seatError = (state: GameState, seat: Seat): RuleError | null => {
  if (seat === state.sittingOut)
    return ruleError('rule/sitting-out', 'Your partner bid nello: you sit this hand out');
  if (seat !== state.turn) return ruleError('rule/not-your-turn', "It's not your turn");
  return null;
};

/** Why `action` is refused while the table waits to agree to `followUp`, or null: each seat agrees
 * once, then the follow-up is taken. */
const agreementError = (state: GameState, action: Action, followUp: Agreement): RuleError | null => {
  if (action.type === 'agree' && action.to === followUp)
    return (state.agreed >> action.seat) & 1
      ? ruleError('rule/already-agreed', 'You already tapped Next')
      : null;
  if (action.type === followUp)
    return state.agreed === ALL_AGREED
      ? null
      : ruleError('rule/waiting-for-agreement', 'Waiting for everyone to tap Next');
  return wrongPhase(state, action);
};
