// Every callable that changes a room, mapped to the room layer's operation. The map's type names
// every such callable, so an operation whose request schema is added to REQUEST_SCHEMAS fails to
// compile until it has its entry here (or in creations.ts when it makes rooms). From these two
// tables functions/ deploys a callable per operation and the offline table serves the same ones.

import { err } from '../engine';
import type { Result } from '../engine';
import {
  act,
  answerCoach,
  answerSeat,
  claimTimeout,
  configureRoom,
  joinRoom,
  leaveRoom,
  markAway,
  moveSeat,
  offerTransfer,
  openDaily,
  PRESENCE_STALE_MS,
  removeWatcher,
  roomError,
  seatOfUid,
  setAway,
  startGame,
  swapSeats,
  takeSeat,
} from '../room';
import type { Room, RoomError } from '../room';
import { moveAction } from '../protocol';
import type { CallableRequests, MoveCallable } from '../protocol';
import type { Outside, RoomCallable, RoomChange } from './operation';

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

/** Each room-changing callable's operation. */
export const CHANGES: { readonly [N in RoomCallable]: RoomChange<N> } = {
  joinRoom: {
    onlineOnly: true,
    deals: 'none',
    change: (room, uid, { name, code, joining }) => joinRoom(room, { uid, name, code, joining }),
  },
  leaveRoom: {
    deals: 'next',
    change: (room, uid, { version }, { now, dealKey }) => leaveRoom(room, { uid, version, now, dealKey }),
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
  markAway: {
    onlineOnly: true,
    deals: 'next',
    change: (room, uid, { version, seat }, { now, dealKey, presence, staleAfter }) =>
      markAway(room, {
        uid,
        version,
        seat,
        presence: presence ?? null,
        staleAfter: staleAfter ?? PRESENCE_STALE_MS,
        now,
        dealKey,
      }),
  },
  setAway: {
    onlineOnly: true,
    deals: 'next',
    change: (room, uid, { version, seat, away }, { now, dealKey }) =>
      setAway(room, { uid, version, seat, away, now, dealKey }),
  },
  answerCoach: {
    onlineOnly: true,
    deals: 'none',
    change: (room, uid, { version, uid: watcher, accept }) =>
      answerCoach(room, { uid, version, watcher, accept }),
  },
  removeWatcher: {
    onlineOnly: true,
    deals: 'none',
    change: (room, uid, { version, uid: watcher }) => removeWatcher(room, { uid, version, watcher }),
  },
  answerSeat: {
    onlineOnly: true,
    deals: 'none',
    change: (room, uid, { version, uid: watcher, accept }) =>
      answerSeat(room, { uid, version, watcher, accept }),
  },
  offerTransfer: {
    onlineOnly: true,
    deals: 'none',
    change: (room, uid) => offerTransfer(room, { uid }),
  },
  acceptTransfer: {
    onlineOnly: true,
    deals: 'none',
    change: (room, uid, _request, { transferFrom, now }) =>
      transferFrom === undefined
        ? err(roomError('room/bad-request', 'That link does not move a seat at this table'))
        : moveSeat(room, { uid, from: transferFrom, now }),
  },
  openDaily: {
    onlineOnly: true,
    deals: 'none',
    change: (room, uid, { version }, { now }) => openDaily(room, { uid, version, now }),
  },
};
