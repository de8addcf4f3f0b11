import {
  TOURNAMENT,
  createGame,
  execute,
  mistakeWords,
  playedHandsOf,
  recordOf,
  reviewHand,
  validActions,
} from '@texas42/shared';
import type { GameState, Settings } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { playPlaces, replayMarks } from './replay-marks';
import { replaySteps } from './replay-steps';
import { seatName } from './replay-words';

function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

/** A game to its end where each seat bids the lowest bid it may and plays its first legal
 * domino: careless play, so the review has mistakes to find. */
function carelessGame(settings: Settings, seed: number): GameState {
  let state = createGame(settings, seed);
  while (state.phase !== 'game-over') {
    const actions = validActions(state);
    state = must(execute(state, actions.find((a) => a.type === 'bid') ?? actions[0]!));
  }
  return state;
}

const TWO_MARKS: Settings = { ...TOURNAMENT, target: { kind: 'marks', value: 2 } };

describe('the review marks on a replay', () => {
  const game = carelessGame(TWO_MARKS, 11);
  const record = recordOf(game);
  const steps = must(replaySteps(record)).steps;
  const hands = playedHandsOf(record, record.actions);
  const reviews = hands.map(reviewHand);

  it('places every play of every hand, in order, in the hand the game log says', () => {
    const places = playPlaces(steps);
    const plays = steps.filter((step) => step.kind === 'play');
    expect(places.size).toBe(plays.length);
    expect(hands.reduce((sum, hand) => sum + hand.plays.length, 0)).toBe(plays.length);
    let at = 0;
    for (const hand of hands)
      for (const [index, play] of hand.plays.entries()) {
        expect(places.get(plays[at]!)?.index).toBe(index);
        expect(plays[at]!.action).toEqual(play);
        at++;
      }
  });

  it("says of each play what the hand's own review says of it", () => {
    const markOf = replayMarks(steps);
    const said = steps.filter((step) => step.kind === 'play').map(markOf);
    const expected = reviews.flatMap((review) =>
      review.marks.map((mark) =>
        mark.lost > 0 ? mistakeWords(mark, seatName(mark.seat)) : 'A best play: nothing lost here',
      ),
    );
    expect(said).toEqual(expected);
    // Careless play gives points away somewhere, so the words of a mistake are shown.
    expect(said.some((words) => /, and it cost (your|their) side \d+ points?\. /.test(words ?? ''))).toBe(
      true,
    );
  });

  it('marks nothing that is not a play', () => {
    const markOf = replayMarks(steps);
    expect(
      steps
        .filter((step) => step.kind !== 'play')
        .map(markOf)
        .every((mark) => mark === null),
    ).toBe(true);
  });
});
