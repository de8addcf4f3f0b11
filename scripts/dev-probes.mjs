// The two questions `npm run dev` (and its timing, scripts/measure-dev-start.mjs) asks to know the
// app is up: does Vite serve the page, and does a callable answer on the functions emulator.

export const WEB_PORT = 5173;
export const PAGE_URL = `http://localhost:${WEB_PORT}/`;
// Any callable will do (firebase.json's functions port, the demo project of scripts/emulators.mjs).
const CALLABLE_URL = 'http://127.0.0.1:5001/demo-texas42/us-central1/createRoom';

/** The response's status and body, or null while nothing answers. */
async function answer(url, init) {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
    return { status: response.status, body: await response.text() };
  } catch {
    return null;
  }
}

/** Whether Vite serves the app's page. */
export async function pageAnswers() {
  return (await answer(PAGE_URL))?.body.includes('<div id="root">') === true;
}

/** Whether the functions are loaded: a callable without a signed-in user is refused as
 * unauthenticated, by the callable's own code (functions/src/auth.ts). */
export async function callableAnswers() {
  const response = await answer(CALLABLE_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: {} }),
  });
  return response?.status === 401 && response.body.includes('UNAUTHENTICATED');
}
