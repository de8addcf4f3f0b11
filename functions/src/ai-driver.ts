// The AI driver: after a callable commits, it plays every AI seat whose turn it is, one move per
// transaction, until a person must act. Who is on turn, what it decides and how the move is
// played are the room layer's (aiOnTurn, aiMove, playAiMove), the same as offline.

import { aiMove, aiOnTurn, levelPlayer, ok, playAiMove } from '@texas42/shared';
import type { MoveStrategy, Room } from '@texas42/shared';
import { logger } from 'firebase-functions';
import { randomInt } from 'node:crypto';
import { nextDealKey } from './deal-keys';
import { changeRoom } from './store/transact';

/** A bound on one drive (between two human moves the AI makes at most a hand's worth, about 30). */
export const MAX_AI_MOVES = 200;

/** The server's strategy: the table's AI level, with a fresh seed per decision. */
export const serverStrategy: MoveStrategy = (view, level) => {
  const action = levelPlayer(level)(view, randomInt(2 ** 31)) ?? view.validActions[0];
  if (action === undefined) throw new Error('The AI was asked to move with no valid action');
  return action;
};

/** Plays the AI seats on turn until a person must act; returns the room as last seen. Each move
 * is decided outside the transaction from the seat's own view (aiMove returns it) and played
 * inside it only if the room is still the one decided on. Never throws: the caller's own change is
 * already committed, so a failure here is only logged. */
export const playAiSeats = async (start: Room): Promise<Room> => {
  let room = start;
  try {
    for (let moves = 0; moves < MAX_AI_MOVES && aiOnTurn(room) !== null; moves++) {
      const decidedOn = room;
      const move = aiMove(decidedOn, serverStrategy);
      if (!move.ok) {
        logger.warn('The AI could not decide', { roomId: room.id, error: move.error });
        break;
      }
      room = await changeRoom(room.id, async ({ room: stored }) =>
        stored.version !== decidedOn.version
          ? ok(stored)
          : playAiMove(stored, {
              version: decidedOn.version,
              now: Date.now(),
              action: move.value,
              dealKey: await nextDealKey(stored),
            }),
      );
    }
  } catch (error) {
    logger.error('The AI driver stopped', { roomId: start.id, error });
  }
  return room;
};
