// The changes only an online room makes, mapped to the room layer's operation as in changes.ts:
// joining by code, watchers and coaches, presence (a seat gone silent, a lobby's host gone),
// moving a seat to another phone, opening a daily table's hands. They need other people, or the
// server's own records; the offline table refuses them, so they are kept apart from the changes it
// makes, and its worker carries none of their code.

import { err } from '../engine';
import {
  answerCoach,
  answerSeat,
  claimHost,
  joinRoom,
  markAway,
  moveSeat,
  offerTransfer,
  openDaily,
  PRESENCE_STALE_MS,
  removeWatcher,
  roomError,
  setAway,
} from '../room';
import type { OnlineCallable, RoomChange } from './operation';

/** Each online room's own change. */
export const ONLINE_CHANGES: { readonly [N in OnlineCallable]: RoomChange<N> } = {
  joinRoom: {
    deals: 'none',
    change: (room, uid, { name, code, joining }) => joinRoom(room, { uid, name, code, joining }),
  },
  markAway: {
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
  claimHost: {
    deals: 'none',
    change: (room, uid, { version, host }, { now, presence, staleAfter }) =>
      claimHost(room, {
        uid,
        version,
        host,
        now,
        presence: presence ?? null,
        staleAfter: staleAfter ?? PRESENCE_STALE_MS,
      }),
  },
  setAway: {
    deals: 'next',
    change: (room, uid, { version, seat, away }, { now, dealKey }) =>
      setAway(room, { uid, version, seat, away, now, dealKey }),
  },
  answerCoach: {
    deals: 'none',
    change: (room, uid, { version, uid: watcher, accept }) =>
      answerCoach(room, { uid, version, watcher, accept }),
  },
  removeWatcher: {
    deals: 'none',
    change: (room, uid, { version, uid: watcher }) => removeWatcher(room, { uid, version, watcher }),
  },
  answerSeat: {
    deals: 'none',
    change: (room, uid, { version, uid: watcher, accept }) =>
      answerSeat(room, { uid, version, watcher, accept }),
  },
  offerTransfer: {
    deals: 'none',
    change: (room, uid) => offerTransfer(room, { uid }),
  },
  acceptTransfer: {
    deals: 'none',
    change: (room, uid, _request, { transferFrom, now }) =>
      transferFrom === undefined
        ? err(roomError('room/bad-request', 'That link does not move a seat at this table'))
        : moveSeat(room, { uid, from: transferFrom, now }),
  },
  openDaily: {
    deals: 'none',
    change: (room, uid, { version }, { now }) => openDaily(room, { uid, version, now }),
  },
};
