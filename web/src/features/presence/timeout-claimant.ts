// Who calls time on a seat whose turn clock has run out (or whose phone has gone silent). Every phone at the table sees the same
// deadline; if all of them claimed at once, all but one would be calls for nothing (the room answers
// a claim from a screen it has moved past unchanged, shared/src/room/play.ts), every one of them
// work for the server. So the phones take turns: the first person seated after the seat on turn (clockwise, skipping
// AI and away seats) claims just after the deadline; the next one only a grace period later, and
// only if the table has not moved on by then (the first phone may have closed), and so on.
import { SEATS, everyoneAway } from '@texas42/shared';
import type { PlayerView, Seat } from '@texas42/shared';

/** How long after the deadline the first claimant asks (the server's clock may run a little behind). */
export const FIRST_CLAIM_MS = 500;

/** How much longer each later claimant waits for the one before them. */
export const CLAIM_GRACE_MS = 4_000;

/** The seats that may claim against `absent` (by default the seat on turn), in the order they
 * take turns. */
export function claimants(view: PlayerView, absent: Seat | null = view.turn): Seat[] {
  // With nobody on turn (the table waits for everyone's "Next"), the order starts at seat 0.
  const start = absent ?? SEATS[SEATS.length - 1]!;
  return SEATS.map((_, step) => ((start + 1 + step) % SEATS.length) as Seat).filter(
    (seat) => seat !== absent && view.players[seat].kind === 'human' && !view.players[seat].away,
  );
}

/** Milliseconds after the deadline at which this viewer claims against `absent` (by default the
 * seat on turn); null for a watcher, and at a paused table (every person seated is away), which
 * waits for its people (the server refuses such a claim, shared/src/room/pause.ts). A viewer the
 * table counts as away (yet here, since their app runs) comes after everyone else. */
export function claimDelay(view: PlayerView, absent: Seat | null = view.turn): number | null {
  if (view.seat === null) return null;
  if (everyoneAway(view.players)) return null;
  const order = claimants(view, absent);
  const place = order.indexOf(view.seat);
  return FIRST_CLAIM_MS + (place < 0 ? order.length : place) * CLAIM_GRACE_MS;
}
