// In the lobby only the host starts the game, so a host who has gone (closed the app, or left it
// for another) would keep the others waiting for nothing. Their phones follow the host's heartbeat
// by their own clocks (presence.ts), say when the host is away, and once the host has been away a
// while offer to take over the host role (the server reads the heartbeat itself and refuses while
// the host is there). A host who watches sends no heartbeat, so nothing is said of them; nor is a
// watcher offered the role (the server refuses it: a watcher who took it and went would strand the
// lobby again).
import { useEffect, useState } from 'react';
import type { GameClientMode, RoomDocument } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';
import { PRESENCE_LIMITS } from '../../../lib/presence-limits';
import { hostWhereabouts, updateSeen } from '../presence';
import type { HostWhereabouts, Seen } from '../presence';

/** How often the phone looks at the host's heartbeat. */
const LOOK_EVERY_MS = 1_000;

/** Where the host of the online lobby `room` is, as the phone of member `uid` sees them; always
 * 'here' to the host themself, at a table in play, and offline. */
export function useHostAway(
  mode: GameClientMode,
  roomId: string,
  room: RoomDocument | undefined,
  uid: string | undefined,
): HostWhereabouts {
  const client = useGameClient(mode);
  const host = room?.hostUid ?? null;
  const follows =
    mode === 'online' &&
    room?.status === 'lobby' &&
    uid !== undefined &&
    uid !== host &&
    room.lobby.seats.some((slot) => slot.uid === host) &&
    room.lobby.seats.some((slot) => slot.uid === uid);
  // Keyed by the host it was judged for, so a new host starts out here.
  const [judged, setJudged] = useState<{ host: string | null; where: HostWhereabouts }>({
    host: null,
    where: 'here',
  });
  useEffect(() => {
    if (!follows) return;
    let seen: ReadonlyMap<string, Seen> = new Map();
    const stop = client.subscribePresence(
      roomId,
      (heard) => (seen = updateSeen(seen, heard, Date.now())),
      () => {},
    );
    const timer = setInterval(() => {
      const where = hostWhereabouts(host === null ? undefined : seen.get(host), Date.now(), PRESENCE_LIMITS);
      setJudged((last) => (last.host === host && last.where === where ? last : { host, where }));
    }, LOOK_EVERY_MS);
    return () => {
      stop();
      clearInterval(timer);
    };
  }, [client, follows, roomId, host]);
  return follows && judged.host === host ? judged.where : 'here';
}
