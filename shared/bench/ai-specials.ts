// What the exact solver says a dealt hand could have made of the special contracts, over the real
// deal (every hand known): nello (the seat leads, its partner sits out, and the defenders try to
// make it take a trick), sevens (every trick, the seat leading), splash and plunge (enough
// doubles, and the partner names some trump and leads to take every trick). The arena sets these
// beside how often each strategy bid each contract, so "never bids nello" is seen to matter or not,
// and each contract played beside whether the solver makes it, so a make rate reads against what
// the deals allowed.

import { partnerOf, playModeOf, teamOf } from '../src/index';
import type { BySeat, DominoSet, GameState, Seat, Settings, Team, Trump } from '../src/index';
import { doublesIn } from '../src/ai/hand-strength';
import { SUIT_TRUMPS } from '../src/ai/hand-value';
import { canReach } from '../src/ai/solver';

export const SPECIALS = ['nello', 'sevens', 'splash', 'plunge'] as const;
export type Special = (typeof SPECIALS)[number];

/** `target` points for the seat's team, `declarer` naming `trump` and leading. */
const reaches = (
  hands: BySeat<DominoSet>,
  settings: Settings,
  declarer: Seat,
  trump: Trump,
  target: number,
): boolean => {
  const team = teamOf(declarer);
  const position = {
    mode: playModeOf(trump, settings),
    hands,
    trick: [],
    leader: declarer,
    sittingOut: null,
  };
  return canReach(position, { scorer: team, maximizer: team }, target) === true;
};

/** Every trick for the seat's team, `declarer` naming `trump` and leading. */
const everyTrick = (hands: BySeat<DominoSet>, settings: Settings, declarer: Seat, trump: Trump): boolean =>
  reaches(hands, settings, declarer, trump, 42);

/** No trick for the seat in nello, the defenders doing their worst. */
const nelloMade = (hands: BySeat<DominoSet>, settings: Settings, seat: Seat): boolean => {
  const team = teamOf(seat);
  const position = {
    mode: playModeOf('nello', settings),
    hands,
    trick: [],
    leader: seat,
    sittingOut: partnerOf(seat),
  };
  return canReach(position, { scorer: team, maximizer: (1 - team) as Team }, 1) === false;
};

/** The special contracts the table allows that `seat` could have made with the real deal. */
export const makeableSpecials = (hands: BySeat<DominoSet>, settings: Settings, seat: Seat): Special[] => {
  const found: Special[] = [];
  if (settings.nello && nelloMade(hands, settings, seat)) found.push('nello');
  if (settings.sevens && everyTrick(hands, settings, seat, 'sevens')) found.push('sevens');
  const doubles = doublesIn(hands[seat]!);
  const helped = () => SUIT_TRUMPS.some((trump) => everyTrick(hands, settings, partnerOf(seat), trump));
  if ((settings.splash && doubles >= 3) || (settings.plunge && doubles >= 4)) {
    if (helped()) {
      if (settings.splash && doubles >= 3) found.push('splash');
      if (settings.plunge && doubles >= 4) found.push('plunge');
    }
  }
  return found;
};

/** Whether the contract of a hand about to be played, with the trump named, could be made with
 * every hand known from the first lead: every trick in nello (none taken), sevens and the mark,
 * splash and plunge contracts, the bid in points otherwise. The declarer leads. */
export const contractMakeable = (state: GameState): boolean => {
  if (state.contract === null || state.trump === null || state.turn === null) return false;
  const { contract, trump, turn } = state;
  if (trump === 'nello') return nelloMade(state.hands, state.settings, turn);
  const target = contract.kind === 'points' && trump !== 'sevens' ? contract.value : 42;
  return reaches(state.hands, state.settings, turn, trump, target);
};
