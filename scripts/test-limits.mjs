// How long a silent phone and a silent turn keep their seat in a test run (30 s each otherwise,
// as in production and `npm run dev`), so a test of a closed phone waits seconds, not a minute. The
// emulators' functions and the tests read the same variables; the web app's e2e build has the same
// figures in web/.env.e2e.

/** The environment a test run gives the emulators and the tests. */
export const TEST_LIMITS = { TEXAS42_PRESENCE_STALE_MS: '12000', TEXAS42_SILENT_TURN_MS: '10000' };
