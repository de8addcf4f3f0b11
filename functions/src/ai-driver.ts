// The AI driver: after a callable commits, it plays every AI seat whose turn it is, one move per
// transaction, until a person must act. Who is on turn, what it decides from and how the move is
// played are the room layer's (aiOnTurn, aiQuestion, playAiMove), the same as offline. The
// decision itself (a search of up to ~150 ms of CPU) runs on a worker thread (ai/pool.ts), so the
// instance's other requests go on meanwhile; the transaction stays on the request's thread.

import { aiOnTurn, aiQuestion, ok, playAiMove } from '@texas42/shared';
import type { Action, AiQuestion, MoveStrategy, Room } from '@texas42/shared';
import { logger } from 'firebase-functions';
import { randomInt } from 'node:crypto';
import { decide } from './ai/decide';
import { aiPool } from './ai/pool';
import { nextDealKey } from './deal-keys';
import { changeRoom } from './store/transact';

/** A bound on one drive (between two human moves the AI makes at most a hand's worth, about 30). */
const MAX_AI_MOVES = 200;

/** A fresh seed for one decision, drawn on the request's thread. */
const drawSeed = () => randomInt(2 ** 31);

/** The server's strategy where a move is decided inside a room change (a timeout claim, a seat
 * handed to the AI): the table's AI level, with a fresh seed per decision. */
export const serverStrategy: MoveStrategy = (view, level) => decide({ view, level }, drawSeed());

/** How the drive decides a move: the action for a question and a seed. */
export type Decider = (question: AiQuestion, seed: number) => Promise<Action>;

/** Worker threads for AI decisions per instance: TEXAS42_AI_THREADS, 1 unless set (0 decides on
 * the request's own event loop, as before the pool; the bench compares the two). One thread on
 * one CPU: the point is to free the event loop, not to add CPU. */
const AI_THREADS = Number(process.env.TEXAS42_AI_THREADS ?? 1);

/** The instance's decider: the worker pool (started on the first AI move), or the request's own
 * thread when AI_THREADS is 0. At most one decision per request in flight, so the queue bound is
 * never reached below 100 requests at once. The worker script sits beside the bundle
 * (lib/ai/worker.js, see functions/package.json). */
const instanceDecider = (): Decider => {
  if (AI_THREADS === 0) return async (question, seed) => decide(question, seed);
  const pool = aiPool({
    threads: AI_THREADS,
    maxWaiting: 100,
    script: new URL('./ai/worker.js', import.meta.url),
  });
  return (question, seed) => pool.decide(question, seed);
};
let decider: Decider | null = null;

/** Plays the AI seats on turn until a person must act; returns the room as last seen. Each move
 * is decided outside the transaction from the seat's own view (by `decideMove`, the instance's
 * worker pool unless given) and played inside it only if the room is still the one decided on.
 * Never throws: the caller's own change is already committed, so a failure here is only logged,
 * and the AI seat waits for the next call (or a timeout claim). */
export const playAiSeats = async (start: Room, decideMove?: Decider): Promise<Room> => {
  let room = start;
  try {
    for (let moves = 0; moves < MAX_AI_MOVES && aiOnTurn(room) !== null; moves++) {
      const decidedOn = room;
      const question = aiQuestion(decidedOn);
      if (!question.ok) {
        logger.warn('The AI could not decide', { roomId: room.id, error: question.error });
        break;
      }
      const action = await (decideMove ?? (decider ??= instanceDecider()))(question.value, drawSeed());
      room = await changeRoom(room.id, async ({ room: stored }) =>
        stored.version !== decidedOn.version
          ? ok(stored)
          : playAiMove(stored, {
              version: decidedOn.version,
              now: Date.now(),
              action,
              dealKey: await nextDealKey(stored),
            }),
      );
    }
  } catch (error) {
    logger.error('The AI driver stopped', { roomId: start.id, error });
  }
  return room;
};
