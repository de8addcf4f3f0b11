// The AI's turn, written once for the server and the offline table: who is on turn (an AI seat, or
// a person's seat marked away, while at least one person still sits at the table and is not away:
// a table everyone has left, or whose people are all away, pauses until someone takes a seat or
// comes back, pause.ts), what that seat decides from its own PlayerView (a value, decided apart
// from any change so the server can decide outside its transaction), and playing the decision
// through the table's checks. Which AI player decides is the caller's strategy.

import { err, ok } from '../engine';
import type { Action, Result, Seat } from '../engine';
import { roomError } from './errors';
import type { RoomError } from './errors';
import { isPaused } from './pause';
import { notPlaying, playFor, questionFor } from './play';
import type { AiQuestion, Moment, MoveStrategy } from './play';
import { requestError } from './requests';
import type { GameRoom, Room } from './room';

/** The seat the AI plays that a game in play waits on, or null: its turn is an AI seat's or an
 * away person's, and the table is not paused (a person still at it is not away). */
const waitingOn = (room: GameRoom): Seat | null => {
  const { turn } = room.game;
  if (turn === null || (room.seats[turn].kind !== 'ai' && !room.seats[turn].away)) return null;
  return isPaused(room) ? null : turn;
};

/** The seat the AI plays that the table waits on, or null (no game in play, a present person's
 * turn, or nobody present). */
export const aiOnTurn = (room: Room): Seat | null => (room.status === 'playing' ? waitingOn(room) : null);

const nobodyToMove = (): RoomError => roomError('room/nothing-to-claim', 'No AI seat is to move');

/** What the AI on turn decides from (its seat's own view and the table's level), or why no AI is
 * to move: the server hands it to a worker thread, off its event loop. */
export const aiQuestion = (room: Room): Result<AiQuestion, RoomError> => {
  if (room.status !== 'playing') return err(notPlaying(room));
  const seat = waitingOn(room);
  return seat === null ? err(nobodyToMove()) : ok(questionFor(room, seat));
};

/** The move the AI on turn decides from its own view, or why no AI is to move. */
export const aiMove = (room: Room, strategy: MoveStrategy): Result<Action, RoomError> => {
  const question = aiQuestion(room);
  return question.ok ? ok(strategy(question.value.view, question.value.level)) : question;
};

/** Plays `action`, decided for the AI on turn, when the room still waits on that seat (against
 * `version` when given) and the table offers it. */
export const playAiMove = (
  room: Room,
  request: Moment & { readonly version?: number; readonly action: Action },
): Result<Room, RoomError> => {
  const problem = requestError(room, { uid: 'ai', version: request.version });
  if (problem) return err(problem);
  if (room.status !== 'playing') return err(notPlaying(room));
  const seat = waitingOn(room);
  return seat === null ? err(nobodyToMove()) : playFor(room, seat, request.action, request, []);
};

/** The AI on turn decides and plays in one step (offline, and tests). */
export const playAi = (
  room: Room,
  request: Moment & { readonly version?: number; readonly strategy: MoveStrategy },
): Result<Room, RoomError> => {
  const move = aiMove(room, request.strategy);
  return move.ok ? playAiMove(room, { ...request, action: move.value }) : move;
};
