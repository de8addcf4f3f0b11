// Firebase App Check on the callables: a call without a valid App Check token is refused as
// unauthenticated before any handler runs, so only the web app on a real browser gets in. A
// deployed function enforces it unless its deploy sets ENFORCE_APP_CHECK=false (in
// functions/.env.<project id>, read when the functions start). The functions emulator sets
// FUNCTIONS_EMULATOR=true in the functions' environment, and there it is off unless
// ENFORCE_APP_CHECK=true (the App Check emulator tests run so).

/** The environment variables the choice depends on. */
type Environment = Readonly<Record<string, string | undefined>>;

/** Whether the callables enforce App Check in an environment with these variables; any setting of
 * ENFORCE_APP_CHECK but "true" or "false" is an error, so a typo never turns it off. */
export const appCheckEnforced = (env: Environment): boolean => {
  const setting = env.ENFORCE_APP_CHECK ?? '';
  if (setting === 'true') return true;
  if (setting === 'false') return false;
  if (setting === '') return env.FUNCTIONS_EMULATOR !== 'true';
  throw new Error(`ENFORCE_APP_CHECK is "true" or "false", not "${setting}"`);
};
