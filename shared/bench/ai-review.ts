// The hand review on whole hands: hands played to the last trick (every trick played) by the
// heuristic AI at all four seats, then reviewed (every play against the exact solver, and the bid under every trump) and
// one "what if" tried at the opening lead. Reports CPU time per whole-hand review.

import { HOUSE, createGame, execute, validActions } from '../src/index';
import type { GameState, Settings } from '../src/index';
import { heuristicStrategy, playedHandFromState, reviewHand, whatIf } from '../src/ai';
import { choicesAt } from '../src/ai/what-if';
import { getPlayerView } from '../src/view';
import { quantile } from './ai-report';

const cpuMillis = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The first hand of a game dealt from `seed`, played to its last trick by the heuristic AI. */
const playedHand = (seed: number, settings: Settings) => {
  const player = heuristicStrategy;
  let state: GameState = createGame({ ...settings, stopWhenDecided: false }, seed);
  while (state.phase !== 'hand-complete' && state.phase !== 'game-over') {
    const action =
      state.turn === null
        ? validActions(state)[0]!
        : player(getPlayerView(state, state.turn), seed + state.log.length)!;
    const next = execute(state, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return playedHandFromState(state)!;
};

/** Reviews `hands` whole hands and prints median, p95 and max CPU time of a review and a what-if. */
export const benchReview = (hands: number, settings: Settings = HOUSE): void => {
  const played = Array.from({ length: hands + 5 }, (_, i) => playedHand(7000 + i * 7919, settings));
  for (const hand of played.slice(hands)) reviewHand(hand); // JIT warm-up
  const reviews: number[] = [];
  const tries: number[] = [];
  let plays = 0;
  for (const hand of played.slice(0, hands)) {
    let start = cpuMillis();
    const review = reviewHand(hand);
    reviews.push(cpuMillis() - start);
    plays += review.marks.length;
    const other = choicesAt(hand, 0).find((d) => d !== hand.plays[0]!.domino) ?? hand.plays[0]!.domino;
    start = cpuMillis();
    whatIf(hand, 0, other);
    tries.push(cpuMillis() - start);
  }
  const ms = (values: number[], q: number) => quantile(values, q).toFixed(1);
  console.log(
    `Hand review, ${hands} whole hands played by the heuristic AI (${plays} plays judged), CPU time per hand:`,
  );
  console.log(
    `  review: median ${ms(reviews, 0.5)} ms, p95 ${ms(reviews, 0.95)} ms, max ${ms(reviews, 1)} ms`,
  );
  console.log(
    `  what if (another opening lead, played out): median ${ms(tries, 0.5)} ms, p95 ${ms(tries, 0.95)} ms, max ${ms(tries, 1)} ms`,
  );
};
