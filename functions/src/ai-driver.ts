// The AI driver: after a callable commits, it plays every AI seat whose turn it is, one move per
// transaction, until a person must act. Each move is chosen outside the transaction from that
// seat's PlayerView alone (playAi builds it), then applied only if the room has not moved on.

import { AI_PLAYERS, ok, playAi } from '@texas42/shared';
import type { Action, AiPlayerName, MoveStrategy, Room } from '@texas42/shared';
import { logger } from 'firebase-functions';
import { randomInt } from 'node:crypto';
import { freshDealKey, nextDealKey } from './deal-keys';
import { changeRoom } from './store/transact';

/** A bound on one drive (between two human moves the AI makes at most a hand's worth, about 30). */
export const MAX_AI_MOVES = 200;

/** The AI the server seats: `TEXAS42_AI_PLAYER` (e.g. heuristic for load tests), else medium search. */
const aiPlayer = (): AiPlayerName => {
  const name = process.env.TEXAS42_AI_PLAYER;
  return name !== undefined && name in AI_PLAYERS ? (name as AiPlayerName) : 'medium';
};

/** The server's strategy: the AI player with a fresh seed per decision. */
export const serverStrategy: MoveStrategy = (view) => {
  const action = AI_PLAYERS[aiPlayer()](view, randomInt(2 ** 31)) ?? view.validActions[0];
  if (action === undefined) throw new Error('The AI was asked to move with no valid action');
  return action;
};

/** True while the game waits on a seat the AI plays (an AI seat, or a person's marked away) and
 * someone is still at the table to play with it (a table everyone has left, or whose people are
 * all away, pauses until a person takes a seat or comes back). */
export const aiToMove = (room: Room): boolean => {
  const turn = room.game?.turn ?? null;
  return (
    room.status === 'playing' &&
    turn !== null &&
    (room.seats[turn].kind === 'ai' || room.seats[turn].away) &&
    room.seats.some((slot) => slot.kind === 'human' && !slot.away)
  );
};

/** The move the AI on turn would make in `room`, decided from its own view. */
const decide = (room: Room): Action | null => {
  let chosen: Action | null = null;
  const tried = playAi(room, {
    now: Date.now(),
    strategy: (view) => (chosen = serverStrategy(view)),
    // Only the choice is kept: this key deals nothing that is stored.
    dealKey: freshDealKey(),
  });
  if (!tried.ok) logger.warn('The AI move was refused', { roomId: room.id, error: tried.error });
  return tried.ok ? chosen : null;
};

/** Plays the AI seats on turn until a person must act; returns the room as last seen. Never
 * throws: the caller's own change is already committed, so a failure here is only logged. */
export const playAiSeats = async (start: Room): Promise<Room> => {
  let room = start;
  try {
    for (let moves = 0; moves < MAX_AI_MOVES && aiToMove(room); moves++) {
      const decidedOn = room;
      const action = decide(decidedOn);
      if (action === null) break;
      room = await changeRoom(room.id, async ({ room: stored }) =>
        stored.version !== decidedOn.version
          ? ok(stored)
          : playAi(stored, {
              version: decidedOn.version,
              now: Date.now(),
              strategy: () => action,
              dealKey: await nextDealKey(stored),
            }),
      );
    }
  } catch (error) {
    logger.error('The AI driver stopped', { roomId: start.id, error });
  }
  return room;
};
