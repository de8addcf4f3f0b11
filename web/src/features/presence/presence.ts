// Which seats' phones look gone, by this phone's own clock: each member's heartbeat is a server
// time, but clocks differ between phones, so a phone counts from when it saw a heartbeat change,
// never from the time written in it. A seat whose phone said it was closing looks gone a few
// seconds later, unless a heartbeat follows (a reload). The server checks again with its own clock
// before it marks anyone away or lets the AI take a turn.
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

/** How long this build waits on a silent phone, and on a page that said it closed. */
export interface PresenceWaits {
  readonly staleMs: number;
  readonly goneGraceMs: number;
}

/** When the phone whose heartbeat this phone last saw as `last` stopped counting as at the table:
 * `staleMs` after that heartbeat, or `goneGraceMs` after its page said it closed (a reload says
 * so too, and is back well within that). */
const absentFrom = (last: Seen, waits: PresenceWaits): number =>
  last.seenAt + (last.gone ? Math.min(waits.goneGraceMs, waits.staleMs) : waits.staleMs);

/** The uid of the person in `seat` when it is another person's seat the AI does not play. */
function personIn(view: PlayerView, uids: readonly (string | null)[], seat: Seat): string | null {
  const player = view.players[seat];
  if (seat === view.seat || player.kind !== 'human' || player.away) return null;
  return uids[seat] ?? null;
}

/** Every seat whose phone looks gone at `now` (silent, or closed and not back), with when it began
 * to; a phone never heard from is not among them (the server would not mark it away). */
export function goneSeats(
  view: PlayerView,
  uids: readonly (string | null)[],
  seen: ReadonlyMap<string, Seen>,
  now: number,
  waits: PresenceWaits,
): { readonly seat: Seat; readonly since: number }[] {
  return SEATS.flatMap((seat) => {
    const uid = personIn(view, uids, seat);
    const last = uid === null ? undefined : seen.get(uid);
    if (last === undefined) return [];
    const since = absentFrom(last, waits);
    return since <= now ? [{ seat, since }] : [];
  });
}

/** Whether the phone in `seat` is not at the table at `now` as this phone sees it: gone, or never
 * heard from once the heartbeats have arrived (`seen` null until then). */
export function isAbsent(
  view: PlayerView,
  uids: readonly (string | null)[],
  seen: ReadonlyMap<string, Seen> | null,
  seat: Seat,
  now: number,
  waits: PresenceWaits,
): boolean {
  const uid = personIn(view, uids, seat);
  if (uid === null || seen === null) return false;
  const last = seen.get(uid);
  return last === undefined || absentFrom(last, waits) <= now;
}

/** `seen` once this phone has read `uid`'s heartbeat `now` from the server at `at`: a heartbeat
 * the listener had not brought yet (it lags, or its stream stalled) counts from now, so a phone
 * that was there all along does not look gone. */
export function withHeardNow(
  seen: ReadonlyMap<string, Seen>,
  uid: string,
  now: Heard,
  at: number,
): ReadonlyMap<string, Seen> {
  const last = seen.get(uid);
  if (last !== undefined && last.at === now.at && last.gone === now.gone) return seen;
  return new Map(seen).set(uid, { ...now, seenAt: at });
}

/** Where a lobby's host is: here, away, or away long enough that another member may take over. */
export type HostWhereabouts = 'here' | 'away' | 'replaceable';

/** Where a lobby's host is as this phone sees them, by their heartbeat as last seen here
 * (`last`; undefined when never heard from, which nobody may judge): here; away (silent, or
 * closed and not back, as a seat would be marked away); or away `hostAwayMs` since, when another
 * member may take over the host role (the server judges the same from the heartbeat's own time,
 * which came before this phone saw it). */
export function hostWhereabouts(
  last: Seen | undefined,
  now: number,
  waits: PresenceWaits & { readonly hostAwayMs: number },
): HostWhereabouts {
  if (last === undefined) return 'here';
  if (last.seenAt + waits.hostAwayMs <= now) return 'replaceable';
  return absentFrom(last, waits) <= now ? 'away' : 'here';
}
