// Presence decides absence. Each seated phone says it is here (a heartbeat stamped with the
// server's time) and that it is going when its page closes; nothing else makes a seat away. A
// page that said it closed is given a few seconds to come back, since a reload says it too.

/** How long a seated phone may stay silent before the others may hand its seat to the AI. A phone
 * that dies without a goodbye is marked away (and its turn played) at most about 32 s after its
 * last heartbeat: this, then up to 1.5 s until the first phone in line calls
 * (web/src/features/presence/hooks/use-presence.ts, web/src/features/presence/timeout-claimant.ts), and
 * the call itself. */
export const PRESENCE_STALE_MS = 30_000;

/** How long the seat on turn at a table without a clock may stay silent before the others may
 * hand it to the AI (a claim, shared/src/room/play.ts). */
export const SILENT_TURN_MS = 30_000;

/** How long a page that said it closed may take to come back (a reload) before it counts as
 * gone: longer than a phone takes to reload the app and write its first heartbeat. */
export const GONE_GRACE_MS = 10_000;

/** How long a lobby's host may stay silent before another member may take the host role: twice
 * a seat's wait, since a host may leave the app a while to send the invite. */
export const hostAwayAfter = (staleAfter: number): number => 2 * staleAfter;

/** How often a seated phone says it is here: often enough that one lost heartbeat is no matter. */
export const heartbeatEvery = (staleAfter: number): number => Math.round(staleAfter * 0.4);

/** What the server last heard from a seat's phone: the server time of its last heartbeat, and
 * whether the page said it was closing. */
export interface Presence {
  readonly at: number;
  readonly gone: boolean;
}

/** Where a seat's phone is, by its last heartbeat: here (heard within the stale time), closing
 * (its page said it closed, a moment ago: maybe a reload), silent (not heard for the stale time),
 * gone (closed and not back within the grace), or unheard (it never wrote a heartbeat). */
export type Whereabouts = 'here' | 'closing' | 'silent' | 'gone' | 'unheard';

/** Where the phone that last wrote `presence` (null: never) is at `now`. */
export const whereabouts = (presence: Presence | null, now: number, staleAfter: number): Whereabouts => {
  if (presence === null) return 'unheard';
  const quietFor = now - presence.at;
  if (presence.gone) return quietFor < Math.min(GONE_GRACE_MS, staleAfter) ? 'closing' : 'gone';
  return quietFor < staleAfter ? 'here' : 'silent';
};

/** Whether a phone with these whereabouts is at the table: heard lately, or maybe reloading. */
export const isPresent = (where: Whereabouts): boolean => where === 'here' || where === 'closing';
