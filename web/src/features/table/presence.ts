// Which seats' phones look gone, by this phone's own clock: each member's heartbeat is a server
// time, but clocks differ between phones, so a phone counts from when it saw a heartbeat change,
// never from the time written in it. A seat whose phone said it was closing looks gone at once.
// The server checks again with its own clock before it marks anyone away.
import type { PlayerView, Seat } from '@texas42/shared';
import { SEATS } from '@texas42/shared';
import type { Heard } from '../../lib/game-client';

/** What this phone saw of one member's heartbeat: its server time, when it last changed here. */
export interface Seen {
  readonly at: number | null;
  readonly gone: boolean;
  /** This phone's time when the heartbeat last changed. */
  readonly seenAt: number;
}

/** `seen` after heartbeats `heard` arrived at `now`: a heartbeat that changed counts from now. */
export function updateSeen(
  seen: ReadonlyMap<string, Seen>,
  heard: ReadonlyMap<string, Heard>,
  now: number,
): Map<string, Seen> {
  const next = new Map<string, Seen>();
  for (const [uid, { at, gone }] of heard) {
    const before = seen.get(uid);
    const same = before !== undefined && before.at === at && before.gone === gone;
    next.set(uid, same ? before : { at, gone, seenAt: now });
  }
  return next;
}

/** When the phone of the person in `seat` looked gone to this phone (its last heartbeat plus
 * `staleMs`, or at once after it said it closed), or null: an AI seat, an away one, the viewer's
 * own, or a phone never heard from (the server would not take it: the silent turn covers it). */
function goneSince(
  view: PlayerView,
  uids: readonly (string | null)[],
  seen: ReadonlyMap<string, Seen>,
  seat: Seat,
  staleMs: number,
): number | null {
  const player = view.players[seat];
  const uid = uids[seat] ?? null;
  if (seat === view.seat || player.kind !== 'human' || player.away || uid === null) return null;
  const last = seen.get(uid);
  if (last === undefined) return null;
  return last.gone ? last.seenAt : last.seenAt + staleMs;
}

/** Every seat whose phone looks gone at `now`, with when it began to. */
export function goneSeats(
  view: PlayerView,
  uids: readonly (string | null)[],
  seen: ReadonlyMap<string, Seen>,
  now: number,
  staleMs: number,
): { readonly seat: Seat; readonly since: number }[] {
  return SEATS.flatMap((seat) => {
    const since = goneSince(view, uids, seen, seat, staleMs);
    return since !== null && since <= now ? [{ seat, since }] : [];
  });
}
