// Scenes for /dev/table, each a real table from the room layer (see testing/room-states.ts):
// Mia (the viewer), Carlos and Grandma, and an AI, played forward to the moment a scene shows.
// Built on demand, so only the scene asked for is played.
import { hints, joinRoom, publicRoom, spectatorView } from '@texas42/shared';
import type { Action, PlayerView, PublicRoom, Result } from '@texas42/shared';
import { dailyRoom, myView, playUntil, startedRoom } from '../../../testing/room-states';

/** Bids the highest bid allowed (so the viewer wins the auction), otherwise the first action. */
const bidHigh = (view: PlayerView): Action =>
  view.phase === 'bidding'
    ? (view.validActions.filter((a) => a.type === 'bid').at(-1) ?? view.validActions[0]!)
    : view.validActions[0]!;

/** Opens the bidding at 30 points, otherwise the first action (the first legal domino). */
const openAt30 = (view: PlayerView): Action =>
  view.validActions.find((a) => a.type === 'bid' && a.kind === 'points') ?? view.validActions[0]!;

const mine = (view: PlayerView) => view.turn === view.seat;

/** The partner (Grandma, seat 2, the bidder) wearing every tag at once: bid, shaker, away and
 * ready (she tapped Next); for checking that the widest plate covers nothing. */
const crowded = (view: PlayerView): PlayerView => {
  const [mia, carlos, grandma, ai] = view.players;
  const [a0, a1, , a3] = view.consensus.agreed;
  return {
    ...view,
    shaker: 2,
    players: [mia, carlos, { ...grandma, away: true }, ai],
    consensus: { ...view.consensus, agreed: [a0, a1, true, a3] },
  };
};
const friends = { friends: true } as const;
/** The same table with hints on: the panels offer "Help me bid" and "Compare trumps". */
const hinted = { friends: true, transformers: [hints()] } as const;

/** The value of a view the room must give. */
const must = <T>(result: Result<T, { message: string }>): T => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

const scenes = {
  bidding: () =>
    myView(
      playUntil(
        startedRoom(9, {}, friends),
        (v) => v.phase === 'bidding' && mine(v) && v.bids.some((b) => b.type === 'bid'),
      ),
    ),
  trump: () => myView(playUntil(startedRoom(5, {}, friends), (v) => v.phase === 'trump' && mine(v), bidHigh)),
  'bidding-help': () =>
    myView(
      playUntil(
        startedRoom(9, {}, hinted),
        (v) => v.phase === 'bidding' && mine(v) && v.bids.some((b) => b.type === 'bid'),
      ),
    ),
  'trump-help': () =>
    myView(playUntil(startedRoom(5, {}, hinted), (v) => v.phase === 'trump' && mine(v), bidHigh)),
  'your-turn': () =>
    myView(
      playUntil(
        startedRoom(7, {}, friends),
        (v) => v.phase === 'playing' && mine(v) && v.trick.length === 2 && v.tricks.length === 2,
      ),
    ),
  'their-turn': () =>
    myView(
      playUntil(
        startedRoom(7, {}, friends),
        (v) => v.phase === 'playing' && !mine(v) && v.tricks.length === 0,
      ),
    ),
  'trick-won': () =>
    myView(
      playUntil(startedRoom(7, {}, friends), (v) => v.phase === 'trick-complete' && v.tricks.length === 2),
    ),
  /** The practice table (every other seat an AI, hints on) with the third trick complete: the AI's
   * tiles explain their plays. */
  practice: () =>
    myView(
      playUntil(
        startedRoom(7, {}, { transformers: [hints()] }),
        (v) => v.phase === 'trick-complete' && v.tricks.length === 2,
      ),
    ),
  'four-badges': () =>
    crowded(
      myView(
        playUntil(
          startedRoom(7, {}, friends),
          (v) => v.phase === 'trick-complete' && v.contract?.bidder === 2,
        ),
      ),
    ),
  'hand-result': () => myView(playUntil(startedRoom(11, {}, friends), (v) => v.phase === 'hand-complete')),
  /** A watcher's table once the hand is over: every hand drawn face up (with ?from=2, from seat 3). */
  watching: () =>
    must(spectatorView(playUntil(startedRoom(11, {}, friends), (v) => v.phase === 'hand-complete'))),
  'game-over': () =>
    myView(
      playUntil(startedRoom(13, { target: { kind: 'marks', value: 1 } }, friends), (v) => v.winner !== null),
    ),
  // The daily deal's end: the viewer opened at 30 and took 35 points, a costly first trick against
  // perfect play (one star, seven squares).
  daily: () => myView(playUntil(dailyRoom('33'.repeat(32)), (v) => v.result !== null, openAt30)),
} satisfies Record<string, () => PlayerView>;

type SceneName = keyof typeof scenes;

/** The scene's view, or the your-turn scene for an unknown name. */
export function sceneView(name: string): PlayerView {
  return name in scenes ? scenes[name as SceneName]() : scenes['your-turn']();
}

/** The public room of a table Mia hosts where Zed, a watcher, waits first in the queue for a seat
 * and the AI's seat is free: the host is asked to let him in. */
export function askingRoom(): PublicRoom {
  const room = startedRoom(7, {}, friends);
  return publicRoom(must(joinRoom(room, { uid: 'zed', name: 'Zed', code: room.code, joining: 'next-seat' })));
}
