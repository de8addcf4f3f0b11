// The offline table: one room of the shared room layer with the player in seat 0 and the AI in
// the others, run exactly as the server runs an online room. After every accepted change it
// pushes the public room and the player's view, asks the page to save the room, and paces the
// AI: each AI move waits `aiDelayMs` so a person can follow the play. Every request from the page
// first passes its callable's schema, as it would at the server, so the room layer only ever sees
// checked values. Clock, randomness and timers come in as arguments, so the host is tested without
// a worker.
import {
  act,
  claimTimeout,
  configureRoom,
  createRoom,
  err,
  hintsContext,
  leaveRoom,
  moveAction,
  moveRequest,
  ok,
  parseRequest,
  PUBLIC_FORMAT,
  playAi,
  publicRoom,
  roomError,
  startGame,
  swapSeats,
  takeSeat,
  viewFor,
} from '@texas42/shared';
import type {
  Action,
  CallableRequests,
  MoveStrategy,
  PayloadError,
  RequestName,
  Result,
  Room,
  RoomError,
} from '@texas42/shared';
import { OFFLINE_UID } from './offline-protocol';
import type { OfflinePush, OfflineReply, OfflineRequest } from './offline-protocol';

export interface OfflineHostOptions {
  /** Milliseconds since the epoch. */
  readonly now: () => number;
  /** A fresh 32-bit seed (deals, invite codes, room ids). */
  readonly seed: () => number;
  /** Runs `task` after `ms`; returns a function that cancels it. */
  readonly schedule: (task: () => void, ms: number) => () => void;
  /** The pause before each AI move. */
  readonly aiDelayMs: number;
  /** How the AI seats choose their moves: from their own PlayerView only, at the table's level. */
  readonly strategy: MoveStrategy;
  /** Receives the documents after every change, and the room to save. */
  readonly push: (message: OfflinePush) => void;
}

/** The offline table's request handler. */
export interface OfflineHost {
  handle(request: OfflineRequest): OfflineReply;
}

/** A host with no room until the page creates or restores one. */
export function createOfflineHost(options: OfflineHostOptions): OfflineHost {
  let room: Room | null = null;
  let cancelAi: (() => void) | null = null;

  const publish = (current: Room) => {
    options.push({ type: 'room', roomId: current.id, room: publicRoom(current) });
    const view = viewFor(current, OFFLINE_UID, hintsContext(current));
    if (view.ok)
      options.push({
        type: 'view',
        roomId: current.id,
        view: { format: PUBLIC_FORMAT, version: current.version, view: view.value },
      });
  };

  const aiOnTurn = (current: Room): boolean => {
    const turn = current.game?.turn;
    return (
      current.status === 'playing' && turn !== null && turn !== undefined && current.seats[turn].kind === 'ai'
    );
  };

  /** Takes the new room: publishes it, saves it, and schedules the AI if it is to move. */
  const commit = (next: Room) => {
    room = next;
    publish(next);
    options.push({ type: 'save', room: next });
    cancelAi?.();
    cancelAi = aiOnTurn(next) ? options.schedule(moveAi, options.aiDelayMs) : null;
  };

  function moveAi() {
    cancelAi = null;
    if (room === null || !aiOnTurn(room)) return;
    const next = playAi(room, { now: options.now(), strategy: options.strategy });
    if (next.ok) commit(next.value);
  }

  const apply = (result: Result<Room, RoomError | PayloadError>): OfflineReply => {
    if (!result.ok) return { ok: false, error: result.error };
    // The room itself back means nothing changed: nothing to publish or save, as online.
    if (result.value !== room) commit(result.value);
    return { ok: true, roomId: result.value.id };
  };

  const current = (): Result<Room, RoomError> =>
    room === null
      ? err(roomError('room/not-member', 'This offline game is no longer on this device'))
      : ok(room);

  const withRoom = (change: (r: Room) => Result<Room, RoomError | PayloadError>): OfflineReply => {
    const r = current();
    return r.ok ? apply(change(r.value)) : { ok: false, error: r.error };
  };

  /** Runs `change` on the room with the request `data` for callable `name`, once its schema passes it. */
  const withRequest = <N extends RequestName>(
    name: N,
    data: Record<string, unknown>,
    change: (r: Room, request: CallableRequests[N]) => Result<Room, RoomError>,
  ): OfflineReply =>
    withRoom((r) => {
      const parsed = parseRequest(name, { ...data, roomId: r.id });
      return parsed.ok ? change(r, parsed.value) : parsed;
    });

  /** A move the page offers, sent as its callable's request and rebuilt from it, as online. */
  const move = (action: Action, version: number | undefined): OfflineReply => {
    const call = moveRequest(action, 'offline', version);
    if (call === null || !('seat' in action))
      return { ok: false, error: roomError('room/system-action', 'The table does that by itself') };
    return withRequest(call.callable, { ...call.payload, seat: action.seat }, (r, request) =>
      act(r, {
        ...me,
        action: moveAction(call.callable, request, request.seat ?? action.seat),
        version: request.version,
        now: options.now(),
      }),
    );
  };

  const me = { uid: OFFLINE_UID };

  return {
    handle(request) {
      switch (request.op) {
        case 'create': {
          const parsed = parseRequest('createRoom', { name: request.name });
          if (!parsed.ok) return { ok: false, error: parsed.error };
          const seed = options.seed();
          return apply(
            createRoom({
              // The clock keeps ids apart even when the seeds repeat (a device with a fixed seed).
              id: `offline-${options.now().toString(36)}${(seed >>> 0).toString(36).slice(0, 4)}`,
              uid: OFFLINE_UID,
              name: parsed.value.name,
              seed,
            }),
          );
        }
        case 'restore':
          if (room?.id !== request.room.id) commit(request.room);
          return { ok: true, roomId: request.room.id };
        case 'take-seat':
          return withRequest(
            'takeSeat',
            { seat: request.seat, version: request.version },
            (r, { seat, version }) => takeSeat(r, { ...me, seat, version }),
          );
        case 'swap-seats':
          return withRequest(
            'swapSeats',
            { seats: request.seats, version: request.version },
            (r, { seats, version }) => swapSeats(r, { ...me, seats, version }),
          );
        case 'configure':
          return withRequest(
            'configureRoom',
            { changes: request.changes, version: request.version },
            (r, { changes, version }) => configureRoom(r, { ...me, ...changes, version }),
          );
        case 'start':
          return withRequest('startGame', { version: request.version }, (r, { version }) =>
            startGame(r, { ...me, seed: options.seed(), now: options.now(), version }),
          );
        case 'act':
          return move(request.action, request.version);
        case 'claim-timeout':
          return withRequest('claimTimeout', { version: request.version }, (r, { version }) =>
            claimTimeout(r, { ...me, version, now: options.now(), strategy: options.strategy }),
          );
        case 'leave':
          return withRequest('leaveRoom', {}, (r) => leaveRoom(r, { ...me, now: options.now() }));
        case 'refresh': {
          const r = current();
          if (!r.ok) return { ok: false, error: r.error };
          publish(r.value);
          return { ok: true, roomId: r.value.id };
        }
      }
    },
  };
}
