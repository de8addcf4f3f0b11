// Test support: rooms set up with a few calls that must succeed, and simple strategies. Every
// change brings a deal key, as the server's do; a seeded (offline) game ignores it.

import { SEATS } from '../../engine';
import type { Action, Result } from '../../engine';
import { testKey } from '../../engine/test-support/keys';
import type { PlayerView } from '../../view';
import type { RoomError } from '../errors';
import { dailyTable } from '../daily-table';
import { createRoom, joinRoom } from '../membership';
import { playAi } from '../ai-turn';
import { act } from '../play';
import type { MoveStrategy } from '../play';
import type { Room } from '../room';
import { startGame } from '../setup';
import { viewFor } from '../views';

/** The value of a result that must be ok. */
export const must = <T>(result: Result<T, RoomError>): T => {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
};

/** The error of a result that must be refused. */
export const refused = <T>(result: Result<T, RoomError>): RoomError => {
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
};

export const NOW = 1_700_000_000_000;

/** Ann's new room (Ann is host in seat 0). */
/** NOW's UTC date, the day of every daily table made at NOW. */
export const NOW_DAY = '2023-11-14';

/** Ann's daily table of `now`'s day, dealt from test key `key` (online) or from seed 9 (offline). */
export const annsDaily = (key?: number, now = NOW): Room =>
  must(
    dailyTable({
      id: 'daily-1',
      uid: 'ann',
      name: 'Ann',
      seed: 9,
      now,
      ...(key === undefined ? {} : { dealKey: testKey(key) }),
    }),
  );

export const annsRoom = (): Room => must(createRoom({ id: 'room-1', uid: 'ann', name: 'Ann', seed: 42 }));

/** Ann's room with more people joined by code, in order. */
export const roomWith = (...names: string[]): Room =>
  names.reduce(
    (room, name) => must(joinRoom(room, { uid: name.toLowerCase(), name, code: room.code })),
    annsRoom(),
  );

/** Started by Ann with this seed. */
export const started = (room: Room, seed = 20240601): Room =>
  must(startGame(room, { uid: 'ann', seed, now: NOW }));

/** Started by Ann online: dealt from the key `testKey(key)`, each later change bringing a key. */
export const startedOnline = (room: Room, key = 1): Room =>
  must(startGame(room, { uid: 'ann', dealKey: testKey(key), now: NOW }));

/** A fresh deal key for each change to `room` (its version goes up with every change). */
export const keyFor = (room: Room): string => testKey(0x10000 + room.version);

/** Takes the first action the view offers. */
export const firstChoice: MoveStrategy = (view: PlayerView) => view.validActions[0]!;

/** Bids rather than passes (so hands get played), otherwise takes the first action offered. */
export const eager = (view: PlayerView): Action =>
  view.validActions.find((action) => action.type !== 'pass') ?? view.validActions[0]!;

/** One move by whoever owes one: the AI driver for an AI seat on turn, else a human via `act`. */
export const step = (room: Room, strategy: MoveStrategy = eager, now = NOW): Room => {
  const game = room.game!;
  const dealKey = keyFor(room);
  if (game.turn !== null && room.seats[game.turn].kind === 'ai')
    return must(playAi(room, { now, strategy, dealKey }));
  const seat = game.turn ?? SEATS.find((s) => ((game.agreed >> s) & 1) === 0)!;
  const uid = room.seats[seat].uid!;
  return must(act(room, { uid, action: strategy(must(viewFor(room, uid)), room.aiLevel), now, dealKey }));
};

/** Steps until `done` holds (at most `limit` steps). */
export const stepUntil = (room: Room, done: (room: Room) => boolean, limit = 5000): Room => {
  let current = room;
  for (let i = 0; i < limit && !done(current); i++) current = step(current);
  if (!done(current)) throw new Error('never got there');
  return current;
};
