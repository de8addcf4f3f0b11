// Real tables for tests and the /dev fixture routes: a room from the shared room layer with the
// viewer ("me", Mia, seat 0), optionally two friends (Carlos in seat 1, Grandma in seat 2) and AI
// in the other seats, played forward until a view shows what is wanted. Every view here is made
// by the same code the servers and the offline worker run.
import {
  act,
  AI_PLAYERS,
  configureRoom,
  createRoom,
  dailyTable,
  joinRoom,
  playAi,
  SEATS,
  startGame,
  viewFor,
  hintsContext,
  withDailyStars,
} from '@texas42/shared';
import type { Action, PlayerView, Room, Settings, TransformerSpec } from '@texas42/shared';

/** The viewer's uid in these rooms. */
const ME = 'me';

const FRIENDS = [
  { uid: 'carlos', name: 'Carlos' },
  { uid: 'grandma', name: 'Grandma' },
] as const;

const must = <T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

/** A started room dealt from `seed`: me in seat 0, friends in seats 1 and 2 if asked, AI elsewhere,
 * with the rule transformers asked for. */
export function startedRoom(
  seed: number,
  settings: Partial<Settings> = {},
  options: { readonly friends?: boolean; readonly transformers?: readonly TransformerSpec[] } = {},
): Room {
  let room = must(createRoom({ id: `room-${seed}`, uid: ME, name: 'Mia', seed }));
  if (options.friends)
    for (const friend of FRIENDS) room = must(joinRoom(room, { ...friend, code: room.code }));
  if (Object.keys(settings).length > 0) room = must(configureRoom(room, { uid: ME, settings }));
  if (options.transformers) room = must(configureRoom(room, { uid: ME, transformers: options.transformers }));
  return must(startGame(room, { uid: ME, seed, now: 0 }));
}

/** My table of the daily deal of 26 November 2026, dealt as the server would from `dealKey`. */
export function dailyRoom(dealKey: string): Room {
  return must(
    dailyTable({ id: 'daily', uid: ME, name: 'Mia', seed: 1, now: Date.UTC(2026, 10, 26, 12), dealKey }),
  );
}

/** My view of the room (with the AI's hints when the table has them on). */
export function myView(room: Room): PlayerView {
  return must(viewFor(room, ME, hintsContext(room)));
}

/** Chooses my move; by default the first valid action (pass while bidding, the lowest domino). */
export type MyMove = (view: PlayerView) => Action;

const firstAction: MyMove = (view) => view.validActions[0]!;
const heuristic = (view: PlayerView): Action => AI_PLAYERS.heuristic(view, 1) ?? view.validActions[0]!;

/** The key each step brings for a deal it may make, as the server's changes do (a seeded game
 * ignores it). */
const NEXT_KEY = 'e2'.repeat(32);

/** One step: the first person with a move makes it (me by `myMove`, friends by the heuristic AI);
 * with none, the AI moves for the seat on turn. A daily table is rated as it ends, as the server
 * and the offline host rate it. */
function step(room: Room, myMove: MyMove = firstAction): Room {
  return withDailyStars(room, move(room, myMove));
}

/** The move of one step. */
function move(room: Room, myMove: MyMove): Room {
  for (const seat of SEATS) {
    const uid = room.seats[seat].uid;
    if (uid === null) continue;
    const view = must(viewFor(room, uid));
    if (view.validActions.length === 0) continue;
    const action = uid === ME ? myMove(view) : heuristic(view);
    return must(act(room, { uid, action, now: 0, dealKey: NEXT_KEY }));
  }
  return must(playAi(room, { now: 0, strategy: heuristic, dealKey: NEXT_KEY }));
}

/** Plays on until my view satisfies `wanted` (checked before each step), or throws. The view
 * checked has no hints: a hint is a search of the deal (seconds on a busy machine), and at a table
 * with hints on every step would search once for a view only read for its moment. */
export function playUntil(
  room: Room,
  wanted: (view: PlayerView) => boolean,
  myMove: MyMove = firstAction,
  limit = 600,
): Room {
  let current = room;
  for (let i = 0; i < limit; i++) {
    if (wanted(must(viewFor(current, ME)))) return current;
    if (current.status !== 'playing') break;
    current = step(current, myMove);
  }
  throw new Error('The table never reached the wanted state');
}
