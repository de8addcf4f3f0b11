// The fields a phase decides, copied one phase at a time: a view shows a state's, and the AI's
// knowledge a view's. Each phase names its own fields, so nothing else is carried along and the
// copy keeps the phase's types (a record with a contract, a named trump, an outcome).

import type { NamedHand, PhaseFields } from './state';

/** The phase's fields of `from`, the contract copied as a new record. */
export const phaseFieldsOf = (from: PhaseFields): PhaseFields => {
  const none = { trump: null, declarer: null, sittingOut: null, outcome: null } as const;
  switch (from.phase) {
    case 'bidding':
      return { phase: from.phase, turn: from.turn, contract: from.contract && { ...from.contract }, ...none };
    case 'trump':
      return {
        phase: from.phase,
        turn: from.turn,
        contract: { ...from.contract },
        ...none,
        declarer: from.declarer,
      };
    case 'playing':
      return { phase: from.phase, turn: from.turn, ...namedOf(from), outcome: null };
    case 'trick-complete':
      return { phase: from.phase, turn: from.turn, ...namedOf(from), outcome: null };
    case 'hand-complete':
      return { phase: from.phase, turn: from.turn, ...namedOf(from), outcome: from.outcome };
    case 'game-over':
      return { phase: from.phase, turn: from.turn, ...namedOf(from), outcome: from.outcome };
  }
};

/** The fields a hand holds once trump is named. */
const namedOf = (from: NamedHand): NamedHand => ({
  contract: { ...from.contract },
  trump: from.trump,
  declarer: from.declarer,
  sittingOut: from.sittingOut,
});
