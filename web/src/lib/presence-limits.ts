// How long the table gives a silent phone and a silent turn before the others may hand the seat to
// the AI: the server's limits (shared/src/room), which an e2e build shortens together with the
// emulators' (web/.env.e2e, scripts/emulators.mjs) so browser tests of a closed phone wait seconds.
import {
  GONE_GRACE_MS,
  PRESENCE_STALE_MS,
  SILENT_TURN_MS,
  heartbeatEvery,
  hostAwayAfter,
} from '@texas42/shared';

const fromEnv = (value: string | undefined, fallback: number): number => {
  const ms = Number(value);
  return Number.isInteger(ms) && ms > 0 ? ms : fallback;
};

/** The limits this build uses, in ms. */
export const PRESENCE_LIMITS = (() => {
  const staleMs = fromEnv(import.meta.env.VITE_PRESENCE_STALE_MS, PRESENCE_STALE_MS);
  return {
    /** A phone silent this long may be marked away. */
    staleMs,
    /** A page that said it closed and is not back (a reload) this long may be marked away. */
    goneGraceMs: GONE_GRACE_MS,
    /** A lobby's host silent (or closed) this long may be taken over by another member. */
    hostAwayMs: hostAwayAfter(staleMs),
    /** How often a seated phone says it is here. */
    heartbeatMs: heartbeatEvery(staleMs),
    /** The seat on turn at a table without a clock, silent this long, may be handed to the AI
     * when its phone is not at the table. */
    silentTurnMs: fromEnv(import.meta.env.VITE_SILENT_TURN_MS, SILENT_TURN_MS),
  } as const;
})();
