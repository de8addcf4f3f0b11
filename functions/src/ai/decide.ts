// One AI decision: the table's level plays the seat's view with the seed the server drew. The same
// function runs on a request's thread and in the AI worker thread, so both decide alike.
import { levelPlayer } from '@texas42/shared';
import type { Action, AiQuestion } from '@texas42/shared';

/** The action the AI decides for `question` with `seed` (the first offered when its level has none). */
export const decide = ({ view, level }: AiQuestion, seed: number): Action => {
  const action = levelPlayer(level)(view, seed) ?? view.validActions[0];
  if (action === undefined) throw new Error('The AI was asked to move with no valid action');
  return action;
};
