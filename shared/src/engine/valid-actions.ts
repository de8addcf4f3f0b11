// Every action the game accepts right now, from any seat or from the room. Plays and agreements
// are shared frozen objects, so listing them allocates only the list.

import type { Action, AgreeAction, PlayAction } from './action';
import { TRUMPS, completeTrick, scoreHand } from './action';
import { bidCandidates, bidError } from './bidding';
import { trumpError } from './declare';
import { DOMINO_COUNT } from './domino';
import { modeOf } from './legality';
import { ALL_AGREED } from './state';
import type { GameState } from './state';
import { legalPlays } from './trick';
import { SEATS } from './vocabulary';

const PLAYS: readonly PlayAction[] = SEATS.flatMap((seat) =>
  Array.from({ length: DOMINO_COUNT }, (_, domino) =>
    Object.freeze<PlayAction>({ type: 'play', seat, domino }),
  ),
);
const AGREE_TRICK = SEATS.map((seat) =>
  Object.freeze<AgreeAction>({ type: 'agree', seat, to: 'complete-trick' }),
);
const AGREE_HAND = SEATS.map((seat) => Object.freeze<AgreeAction>({ type: 'agree', seat, to: 'score-hand' }));
const COMPLETE_TRICK: readonly Action[] = [Object.freeze(completeTrick())];
const SCORE_HAND: readonly Action[] = [Object.freeze(scoreHand())];

const agreements = (
  state: GameState,
  table: readonly AgreeAction[],
  followUp: readonly Action[],
): Action[] => {
  if (state.agreed === ALL_AGREED) return followUp.slice();
  const actions: Action[] = [];
  for (let seat = 0; seat < 4; seat++) if (((state.agreed >> seat) & 1) === 0) actions.push(table[seat]!);
  return actions;
};

/** Every action that `execute` accepts in this state. */
export const validActions = (state: GameState): Action[] => {
  switch (state.phase) {
    case 'bidding':
      return bidCandidates(state, state.turn).filter((action) => bidError(state, action) === null);
    case 'trump': {
      const seat = state.turn;
      return TRUMPS.map((trump) => ({ type: 'select-trump', seat, trump }) as const).filter(
        (action) => trumpError(state, action) === null,
      );
    }
    case 'playing': {
      const seat = state.turn;
      const actions: Action[] = [];
      for (let rest = legalPlays(modeOf(state), state.hands[seat], state.trick); rest !== 0; rest &= rest - 1)
        actions.push(PLAYS[seat * DOMINO_COUNT + 31 - Math.clz32(rest & -rest)]!);
      return actions;
    }
    case 'trick-complete':
      return agreements(state, AGREE_TRICK, COMPLETE_TRICK);
    case 'hand-complete':
      return agreements(state, AGREE_HAND, SCORE_HAND);
    case 'game-over':
      return [];
  }
};
