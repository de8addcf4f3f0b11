// Test support: a lesson played to its end through the room layer, as the offline worker plays it
// (the AI seats by the Beginner strategy, every agreement given), the student choosing by
// `choose` from their own view. Each of the student's decisions is kept with its game state, so
// a test can put the solver on it.

import { heuristicStrategy } from '../../ai';
import type { Action, GameState } from '../../engine';
import { act, aiOnTurn, playAi, viewFor } from '../../room';
import type { GameRoom, Room } from '../../room';
import type { PlayerView } from '../../view';
import type { Lesson } from '../lesson';
import { lessonRoom } from '../lesson-room';

const STUDENT = 'you';
const NOW = 1_700_000_000_000;

/** One decision of the student's: the view they chose from, the game then, and their choice. */
export interface Decision {
  readonly view: PlayerView;
  readonly game: GameState;
  readonly action: Action;
}

const must = <T>(
  result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } },
): T => {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
};

/** Plays `lesson` to the end of its hand, the AI deciding with `aiSeed`; returns the student's
 * decisions and the last room. */
export const playLesson = (
  lesson: Lesson,
  choose: (view: PlayerView) => Action,
  aiSeed = 0,
): { decisions: Decision[]; room: Room } => {
  let room = must(lessonRoom(lesson, { uid: STUDENT, name: 'You', now: NOW }));
  const decisions: Decision[] = [];
  const strategy = (view: PlayerView) => heuristicStrategy(view, aiSeed) ?? view.validActions[0]!;
  for (let guard = 0; guard < 200 && room.status === 'playing'; guard++) {
    if (aiOnTurn(room) !== null) {
      room = must(playAi(room, { now: NOW, strategy }));
      continue;
    }
    const view = must(viewFor(room, STUDENT));
    const agree = view.validActions.find((action) => action.type === 'agree');
    const action = agree ?? choose(view);
    if (agree === undefined) decisions.push({ view, game: (room as GameRoom).game, action });
    room = must(act(room, { uid: STUDENT, now: NOW, action }));
  }
  return { decisions, room };
};
