// What the hostile cases share: how a case is added, and well-formed requests to aim anywhere.
import { CALLABLES, moveRequest } from '@texas42/shared';
import type { Action, CallableName, Seat } from '@texas42/shared';
import type { Caller } from './stage';

/** Adds a case: its label, callable, caller, payload and the statuses it may get. */
export type Add = (
  label: string,
  callable: CallableName,
  caller: Caller,
  data: unknown,
  ...expected: string[]
) => void;

/** The callables that make or find a room rather than name it by id. */
type RoomFinder = 'createRoom' | 'joinRoom' | 'createRoomFromGame' | 'acceptTransfer' | 'playDaily';
const ROOM_FINDERS: readonly CallableName[] = [
  'createRoom',
  'joinRoom',
  'createRoomFromGame',
  'acceptTransfer',
  'playDaily',
];

/** The callables that act on a room named by id (all but those that make or find a room). */
export const ROOM_CALLABLES = CALLABLES.filter(
  (callable): callable is Exclude<CallableName, RoomFinder> => !ROOM_FINDERS.includes(callable),
);

/** A well-formed payload of a room callable for `roomId` (the shape alone; the values may not fit). */
export const roomPayload = (
  callable: (typeof ROOM_CALLABLES)[number],
  roomId: string,
): Record<string, unknown> =>
  ({
    leaveRoom: { roomId },
    takeSeat: { roomId, seat: 3 },
    swapSeats: { roomId, seats: [0, 1] },
    configureRoom: { roomId, changes: { turnTimeLimit: 60_000 } },
    startGame: { roomId },
    placeBet: { roomId, bid: { kind: 'points', value: 30 } },
    selectTrump: { roomId, trump: 'sixes' },
    playDomino: { roomId, domino: 0 },
    agree: { roomId, to: 'complete-trick' },
    claimTimeout: { roomId },
    answerCoach: { roomId, uid: 'someone', accept: true },
    removeWatcher: { roomId, uid: 'someone' },
    markAway: { roomId, seat: 1 },
    claimHost: { roomId },
    setAway: { roomId, seat: 1, away: true },
    answerSeat: { roomId, uid: 'someone', accept: true },
    offerTransfer: { roomId },
    openDaily: { roomId },
  })[callable];

/** The request for a move, for a given seat and version. */
export const moveOf = (roomId: string, action: Action, seat: Seat, version?: number) => {
  const { callable, payload } = moveRequest({ ...action, seat } as Action, roomId, version)!;
  return { callable, data: { ...payload, seat } };
};
