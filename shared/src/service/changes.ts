// Every callable that changes a room, mapped to the room layer's operation: here those every table
// makes, the offline one too; in online-changes.ts those only an online room makes. The maps'
// types name every such callable, so an operation whose request schema is added to REQUEST_SCHEMAS
// fails to compile until it has its entry in one of them (or in creations.ts when it makes rooms).
// From these tables functions/ deploys a callable per operation and the offline table serves the
// same ones, but for the online room's.

import { err } from '../engine';
import type { Result } from '../engine';
import {
  act,
  claimTimeout,
  configureRoom,
  leaveRoom,
  roomError,
  seatOfUid,
  startGame,
  swapSeats,
  takeSeat,
} from '../room';
import type { Room, RoomError } from '../room';
import { moveAction } from '../protocol';
import type { CallableRequests, MoveCallable } from '../protocol';
import type { Outside, RoomChange, OfflineCallable } from './operation';

/** One move at the table, for the request's seat (else the caller's), with the deal key it may need. */
const move = <N extends MoveCallable>(name: N): RoomChange<N> => ({
  deals: 'next',
  change: (room, uid, request: CallableRequests[N], { now, dealKey }) =>
    act(room, {
      uid,
      version: request.version,
      now,
      dealKey,
      action: moveAction(name, request, request.seat ?? seatOfUid(room, uid) ?? 0),
    }),
});

/** A new game, dealt from the server's key online or from the seed offline. */
const start = (
  room: Room,
  uid: string,
  version: number | undefined,
  { now, dealKey, seed }: Outside,
): Result<Room, RoomError> => {
  if (dealKey !== undefined) return startGame(room, { uid, version, now, dealKey });
  if (seed !== undefined) return startGame(room, { uid, version, now, seed });
  return err(roomError('room/no-deal-key', 'The table cannot deal right now: try again'));
};

/** Each room-changing callable's operation, where every table makes it. */
export const CHANGES: { readonly [N in OfflineCallable]: RoomChange<N> } = {
  leaveRoom: {
    deals: 'next',
    change: (room, uid, { version }, { now, dealKey, heard, staleAfter }) =>
      leaveRoom(room, { uid, version, now, dealKey, heard, staleAfter }),
  },
  takeSeat: {
    deals: 'none',
    change: (room, uid, { version, seat }) => takeSeat(room, { uid, version, seat }),
  },
  swapSeats: {
    deals: 'none',
    change: (room, uid, { version, seats }) => swapSeats(room, { uid, version, seats }),
  },
  configureRoom: {
    deals: 'none',
    change: (room, uid, { version, changes }) => configureRoom(room, { ...changes, uid, version }),
  },
  startGame: {
    deals: 'first',
    change: (room, uid, { version }, outside) => start(room, uid, version, outside),
  },
  placeBet: move('placeBet'),
  selectTrump: move('selectTrump'),
  playDomino: move('playDomino'),
  agree: move('agree'),
  claimTimeout: {
    deals: 'next',
    change: (room, uid, { version }, { now, dealKey, strategy, silentAfter, heard, staleAfter, seen }) =>
      claimTimeout(room, { uid, version, now, dealKey, strategy, silentAfter, heard, staleAfter, seen }),
  },
};
