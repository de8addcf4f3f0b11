// The offline table: one room of the shared room layer with the player in seat 0 and the AI in the
// others, run exactly as the server runs an online room: each request is a callable by its own
// name, checked by its schema and run by the same room service (offlineRoomAfter, the changes every
// table makes; newRoom), and the AI's turn is the room layer's (aiOnTurn, playAi); a change that
// ends a daily table is rated as the server rates it (withDailyStars). After every accepted change
// it pushes the public room and the player's view, asks the page to save the room, and paces the
// AI: each AI move is shown `aiDelayMs` after the change before it, so a person can follow the
// play. The AI thinks at the start of that pause, not at its end: a slow device spends the pause
// thinking rather than adding its thinking to the pause. A saved game that a tab only reads (a
// review, beside the tab that plays it) is shown and nothing more: no AI move, no hint, no save;
// and a game another tab took stops here, its AI move and hint with it.
// At a table with hints on, the hint for the player's turn can cost a phone seconds at a bid
// (docs/performance.md, "The hint on a phone"), so it is worked out on a thread of its own
// (hint-thread.ts), asked for as soon as the turn is known: at the start of the AI's pause
// before it, or with the player's own move. The turn shows with its hint if the hint is in by
// then, and otherwise at once, the same version following with the hint (a bid's or a trump's
// twice: its move, then its chance); a move the player makes meanwhile is taken at once, and the
// hint no longer wanted is dropped.
// Every request from the page
// first passes its callable's schema, as it would at the server, so the room layer only ever sees
// checked values. Clock, randomness, timers and the hinter come in as arguments, so the host is
// tested without a worker.
import {
  CALLABLES,
  PUBLIC_FORMAT,
  aiOnTurn,
  awaitsHint,
  decisionSeed,
  err,
  isCreating,
  isOnlineOnly,
  lessonRoom,
  momentOf,
  newRoom,
  offlineDealingOf,
  offlineRoomAfter,
  ok,
  parseRequest,
  playAi,
  publicRoom,
  roomError,
  showsHints,
  viewFor,
  withDailyStars,
} from '@texas42/shared';
import type {
  CreatingCallable,
  LessonDeal,
  MoveStrategy,
  OfflineCallable,
  PayloadError,
  PlayerView,
  Result,
  Room,
  RoomError,
  RoomWithCodeResponse,
} from '@texas42/shared';
import { outlookKey } from '../outlook-sheets';
import type { HintAsker } from './hint-thread';
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
  /** Works out the hint a table with hints on shows the player, from the view its hinter is
   * handed (hint-thread.ts: searchHinter on a thread of its own). */
  readonly hint: HintAsker;
  /** Receives the documents after every change, and the room to save. */
  readonly push: (message: OfflinePush) => void;
}

/** The offline table's request handler. */
export interface OfflineHost {
  handle(request: OfflineRequest): OfflineReply;
}

/** Why the offline table refuses what only an online room can do (the words of error-words.ts). */
const ONLINE_ONLY = 'Offline games are played on this phone alone.';

/** What an operation answers about the table's room. */
const answerOf = (room: Room): RoomWithCodeResponse => ({
  roomId: room.id,
  version: room.version,
  code: room.code,
});

/** The room id a request names, if it names one (joinRoom names a code instead). */
const roomIdOf = (request: object): string | undefined =>
  'roomId' in request && typeof request.roomId === 'string' ? request.roomId : undefined;

/** A host with no room until the page creates or restores one. */
export function createOfflineHost(options: OfflineHostOptions): OfflineHost {
  let room: Room | null = null;
  let cancelAi: (() => void) | null = null;

  /** The player's view of each room the table has come to: with its hint, once that is in. */
  const views = new WeakMap<Room, ReturnType<typeof viewFor>>();
  /** The hint being worked out, and the room it is for. */
  let hinting: { readonly room: Room; readonly cancel: () => void } | null = null;
  /** The lesson's table, and the moments its steps guide: the page shows no hint there. */
  let lesson: { readonly roomId: string; readonly guided: LessonDeal['guided'] } | null = null;

  /** True when `view`, of `current`, is at a moment its lesson guides. */
  const guided = (current: Room, view: PlayerView) => {
    const moment = momentOf(view);
    return lesson?.roomId === current.id && moment !== null && lesson.guided.includes(moment);
  };

  /** Pushes the player's view of `current`. */
  const pushView = (current: Room, view: ReturnType<typeof viewFor>) => {
    if (view.ok)
      options.push({
        type: 'view',
        roomId: current.id,
        view: { format: PUBLIC_FORMAT, version: current.version, view: view.value },
      });
  };

  /** Asks for the hint of `current` (from `asked`, the view its hinter is handed), in place of one
   * asked for before; once in (the move first, then the finished sentence, for a bid or a trump),
   * the view takes it, and is pushed again if it already showed. */
  const askHint = (current: Room, asked: PlayerView) => {
    hinting?.cancel();
    const cancel = options.hint(asked, (hint, more, outlook) => {
      if (!more) hinting = null;
      // The hinter's view is the seat's own, so the sheet's question has the same key as the page's.
      if (outlook)
        options.push({
          type: 'outlook',
          key: outlookKey({ view: asked, seed: decisionSeed(asked) }),
          outlook,
        });
      const view = viewFor(current, OFFLINE_UID, { hinter: () => hint });
      views.set(current, view);
      if (room === current) pushView(current, view);
    });
    hinting = { room: current, cancel };
  };

  /** The player's view of `current`, worked out once. On the player's turn at a table with hints
   * on it asks for the turn's hint, which the view takes once it is in; not at a moment a lesson's
   * step guides, where the lesson's words stand in for it (a bid's hint costs a phone seconds). */
  const viewOf = (current: Room) => {
    const known = views.get(current);
    if (known !== undefined) return known;
    const asked: PlayerView[] = [];
    const hinter = (view: PlayerView) => (asked.push(view), null);
    const view = viewFor(current, OFFLINE_UID, showsHints(current) ? { hinter } : undefined);
    views.set(current, view);
    if (view.ok && awaitsHint(view.value) && asked[0] !== undefined && !guided(current, view.value))
      askHint(current, asked[0]);
    return view;
  };

  /** Pushes the room and the player's view of it (with its hint, if that is in). */
  const publish = (current: Room) => {
    options.push({ type: 'room', roomId: current.id, room: publicRoom(current) });
    pushView(current, viewOf(current));
  };

  /** Takes the new room: publishes it, saves it, and starts the AI thinking if it is to move. Any
   * change cancels a move thought out on the room before it, and a hint asked for another room. */
  const commit = (next: Room) => {
    room = next;
    if (hinting !== null && hinting.room !== next) {
      hinting.cancel();
      hinting = null;
    }
    publish(next);
    options.push({ type: 'save', room: next });
    cancelAi?.();
    cancelAi = aiOnTurn(next) !== null ? options.schedule(() => thinkAi(next), 0) : null;
  };

  /** Stops what runs on the table: the AI's move coming, and the hint being worked out. */
  const stop = () => {
    hinting?.cancel();
    hinting = null;
    cancelAi?.();
    cancelAi = null;
  };

  /** Takes `shown` only to show it (a review in a tab that does not play the game): pushes its
   * documents, the view without a hint, and stops what ran on the table before. Nothing runs on it
   * (no AI move, no hint) and nothing is saved, so the tab that plays the game is left alone. */
  const show = (shown: Room) => {
    room = shown;
    stop();
    options.push({ type: 'room', roomId: shown.id, room: publicRoom(shown) });
    pushView(shown, viewFor(shown, OFFLINE_UID));
  };

  /** The AI's move on `base`, decided now (in a task of its own, once the page has the change
   * before it) and shown when the pause since that change is over. The player's view after it is
   * worked out at once, so a hint it awaits is worked out during the pause. The move bears the
   * time it is to be shown: a turn clock it starts runs from when the player can see the turn. */
  function thinkAi(base: Room) {
    const started = options.now();
    const next = playAi(base, { now: started + options.aiDelayMs, strategy: options.strategy });
    if (!next.ok) {
      cancelAi = null;
      return;
    }
    const after = withDailyStars(base, next.value);
    viewOf(after);
    const thought = options.now() - started;
    cancelAi = options.schedule(() => commit(after), Math.max(0, options.aiDelayMs - thought));
  }

  const apply = (result: Result<Room, RoomError | PayloadError>): OfflineReply => {
    if (!result.ok) return { ok: false, error: result.error };
    // The room itself back means nothing changed: nothing to publish or save, as online.
    if (result.value !== room) commit(room === null ? result.value : withDailyStars(room, result.value));
    return { ok: true, answer: answerOf(result.value) };
  };

  const gone = (): RoomError => roomError('room/not-member', 'This offline game is no longer on this device');

  const current = (): Result<Room, RoomError> => (room === null ? err(gone()) : ok(room));

  /** A room-making callable: a new offline table (the player's own, in seat 0). */
  const create = <N extends CreatingCallable>(name: N, payload: unknown): OfflineReply => {
    const request = parseRequest(name, payload);
    if (!request.ok) return apply(request);
    const seed = options.seed();
    const now = options.now();
    // The clock keeps ids apart even when the seeds repeat (a device with a fixed seed).
    const id = `offline-${now.toString(36)}${(seed >>> 0).toString(36).slice(0, 4)}`;
    return apply(newRoom(name, OFFLINE_UID, request.value, { id, seed, now }));
  };

  /** A room-changing callable on the table the request names, with a seed for a new game's deal. */
  const change = <N extends OfflineCallable>(name: N, payload: unknown): OfflineReply => {
    const request = parseRequest(name, payload);
    if (!request.ok) return apply(request);
    const id = roomIdOf(request.value);
    if (room === null || (id !== undefined && id !== room.id)) return apply(err(gone()));
    const seed = offlineDealingOf(name) === 'first' ? options.seed() : undefined;
    const outside = { now: options.now(), strategy: options.strategy, seed };
    return apply(offlineRoomAfter(name, room, OFFLINE_UID, request.value, outside));
  };

  return {
    handle(request) {
      if ('callable' in request) {
        if (!CALLABLES.includes(request.callable))
          return { ok: false, error: roomError('room/bad-request', 'The offline table cannot do that') };
        if (isOnlineOnly(request.callable))
          return { ok: false, error: { code: 'client/offline', message: ONLINE_ONLY } };
        // Every change left is one every table makes: isOnlineOnly refused an online room's own.
        return isCreating(request.callable)
          ? create(request.callable, request.payload)
          : change(request.callable as OfflineCallable, request.payload);
      }
      if (request.op === 'lesson') {
        // A lesson's table, dealt here from the lesson's deal (or taken back as this tab kept it,
        // mid-hand); it takes the place of the last table.
        const made =
          'kept' in request
            ? ok(request.kept)
            : lessonRoom(request.lesson, { uid: OFFLINE_UID, name: request.name, now: options.now() });
        if (!made.ok) return { ok: false, error: made.error };
        lesson = { roomId: made.value.id, guided: request.lesson.guided };
        commit(made.value);
        return { ok: true, answer: answerOf(made.value) };
      }
      if (request.op === 'restore') {
        // Taken even when the table holds the same game: the save may be a later one, played on
        // in another tab (offline-tab.ts), and this table's own moves since must give way to it.
        commit(request.room);
        return { ok: true, answer: answerOf(request.room) };
      }
      if (request.op === 'show') {
        show(request.room);
        return { ok: true, answer: answerOf(request.room) };
      }
      const r = current();
      if (!r.ok) return { ok: false, error: r.error };
      if (request.op === 'refresh') publish(r.value);
      // Another tab took the game: nothing this table does with it would be saved or shown. A
      // table that has moved on since (to a lesson, say) plays on.
      else if (request.roomId === r.value.id) stop();
      return { ok: true, answer: answerOf(r.value) };
    },
  };
}
