// A replay as a list of steps a person can walk through: the deal of each hand, every bid, the
// trump, every play, the end of each hand and of the game. The agreements and the collecting of
// a trick are folded away: a complete trick stays on the table until the next lead, as it does at
// a real table. Each step keeps the whole state after it (states share their unchanged parts), so
// stepping back costs nothing, and the index of its action in the record, where a review's mark
// for that play can be found.
import { err, execute, firstDeal, ok, withKeyFrom } from '@texas42/shared';
import type { Action, GameRecord, GameState, Result } from '@texas42/shared';

/** What a step shows. */
type StepKind = 'deal' | 'bid' | 'trump' | 'play' | 'hand-over' | 'game-over';

export interface ReplayStep {
  readonly kind: StepKind;
  /** The game after this step's action. */
  readonly state: GameState;
  /** The action this step shows (null for the first deal) and its index in the record. */
  readonly action: Action | null;
  readonly actionIndex: number | null;
  /** A place "next trick" stops at: a deal, the trump named, a trick complete, a hand over. */
  readonly stop: boolean;
}

/** One hand of the game, for the hand picker. */
export interface ReplayHand {
  /** 1 for the first hand. */
  readonly number: number;
  /** The index of its first step. */
  readonly first: number;
}

export interface ReplayTimeline {
  readonly steps: readonly ReplayStep[];
  readonly hands: readonly ReplayHand[];
  /** The game after the record's last action (the agreements after the last step included). */
  readonly end: GameState;
}

/** The kind of step an action makes, or null for one the replay folds away. */
const kindOf = (action: Action, after: GameState): StepKind | null => {
  switch (action.type) {
    case 'bid':
    case 'pass':
      return 'bid';
    case 'select-trump':
      return 'trump';
    case 'play':
      return 'play';
    case 'complete-trick':
      return after.phase === 'hand-complete' ? 'hand-over' : null;
    case 'score-hand':
      return after.phase === 'game-over' ? 'game-over' : 'deal';
    case 'agree':
      return null;
  }
};

/** A deal, the end of the bidding, a finished trick or a finished hand. */
const isStop = (kind: StepKind, state: GameState): boolean => {
  if (kind === 'play') return state.phase === 'trick-complete';
  // A pass that shakes the dominoes again (everyone passed) begins a new deal.
  if (kind === 'bid') return state.bids.length === 0;
  return true;
};

/** Every step of a recorded game, or the first action the rules refuse (a record from
 * `decodeGame` has been replayed already, so that is only a guard). */
export function replaySteps(record: GameRecord): Result<ReplayTimeline, string> {
  const keys = 'keys' in record ? record.keys : [];
  let state = firstDeal(record);
  const steps: ReplayStep[] = [{ kind: 'deal', state, action: null, actionIndex: null, stop: true }];
  for (const [index, action] of record.actions.entries()) {
    const next = execute(withKeyFrom(state, keys), action);
    if (!next.ok) return err(`Action ${index + 1}: ${next.error.message}`);
    const kind = kindOf(action, next.value);
    state = next.value;
    if (kind !== null) steps.push({ kind, state, action, actionIndex: index, stop: isStop(kind, state) });
  }
  return ok({ steps, hands: handsOf(steps), end: state });
}

/** Where each hand begins: the first step, and each deal after a scored hand. */
const handsOf = (steps: readonly ReplayStep[]): ReplayHand[] =>
  steps.flatMap((step, first) => (step.kind === 'deal' ? [{ number: step.state.handNumber, first }] : []));

/** The step "next trick" goes to from `at`: the next stop (or the last step). */
export function nextStop(steps: readonly ReplayStep[], at: number): number {
  for (let i = at + 1; i < steps.length; i++) if (steps[i]!.stop) return i;
  return steps.length - 1;
}

/** The step "previous trick" goes to from `at`: the stop before it (or the first step). */
export function previousStop(steps: readonly ReplayStep[], at: number): number {
  for (let i = at - 1; i > 0; i--) if (steps[i]!.stop) return i;
  return 0;
}

/** The hand a step belongs to (its index in `hands`). */
export function handAt(hands: readonly ReplayHand[], at: number): number {
  let hand = 0;
  while (hand + 1 < hands.length && hands[hand + 1]!.first <= at) hand++;
  return hand;
}
