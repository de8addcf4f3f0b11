// Test support: rooms driven through the pure room layer the way the callables drive them, with
// random valid moves chosen from each member's own view.
import { SEATS, act, createRoom, joinRoom, mulberry32, playAi, startGame, viewFor } from '@texas42/shared';
import type { Result, Room, RoomError } from '@texas42/shared';

export const NOW = 1_700_000_000_000;

/** The value of a result that must be ok. */
export const must = <T>(result: Result<T, RoomError>): T => {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
};

/** Ann's room with Bo and Cy joined by code; seat 3 left to the AI. */
export const threePeople = (): Room => {
  const ann = must(createRoom({ id: 'room-1', uid: 'ann', name: 'Ann', seed: 42 }));
  const bo = must(joinRoom(ann, { uid: 'bo', name: 'Bo', code: ann.code }));
  return must(joinRoom(bo, { uid: 'cy', name: 'Cy', code: ann.code }));
};

/** A small deterministic generator (shared's mulberry32). */
export const random = (seed: number): (() => number) => mulberry32(seed);

/** One move: the AI seat on turn plays its first option, else a person who owes a move plays a random one. */
export const randomStep = (room: Room, next: () => number): Room => {
  const game = room.game!;
  if (game.turn !== null && room.seats[game.turn].kind === 'ai')
    return must(playAi(room, { now: NOW, strategy: (view) => view.validActions[0]! }));
  const seat = game.turn ?? SEATS.find((s) => ((game.agreed >> s) & 1) === 0)!;
  const uid = room.seats[seat].uid!;
  const actions = must(viewFor(room, uid)).validActions;
  return must(act(room, { uid, action: actions[Math.floor(next() * actions.length)]!, now: NOW }));
};

/** Three people's room, started with `seed`. */
export const startedRoom = (seed: number): Room =>
  must(startGame(threePeople(), { uid: 'ann', seed, now: NOW }));
