// Firebase App Check: each request carries a token proving it comes from this app on a real
// browser, not from a script. It starts only when the build names a reCAPTCHA Enterprise site key
// (VITE_APPCHECK_SITE_KEY); deployed functions refuse calls without a valid token (unless their
// deploy sets ENFORCE_APP_CHECK=false, functions/src/app-check.ts). Against the emulators, or when the build names one
// (VITE_APPCHECK_DEBUG_TOKEN), a debug token stands in for reCAPTCHA: register it in the console.
// Loaded with the rest of the Firebase SDK, only when a player goes online.
import type { FirebaseApp } from 'firebase/app';
import { ReCaptchaEnterpriseProvider, initializeAppCheck } from 'firebase/app-check';

/** Starts App Check for `app` when the build configures it; `emulated` when on the emulators. */
export function startAppCheck(app: FirebaseApp, emulated: boolean): void {
  const siteKey = import.meta.env.VITE_APPCHECK_SITE_KEY;
  if (!siteKey) return;
  const debugToken = import.meta.env.VITE_APPCHECK_DEBUG_TOKEN;
  // `true` makes the SDK print a fresh debug token in the console, to register once.
  if (debugToken || emulated) Object.assign(self, { FIREBASE_APPCHECK_DEBUG_TOKEN: debugToken || true });
  initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
