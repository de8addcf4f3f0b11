/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "true" compiles the /dev fixture routes into a production build (see web/.env.e2e). */
  readonly VITE_DEV_ROUTES?: string;
  /** A real Firebase project's web config as JSON; unset means the local emulators. */
  readonly VITE_FIREBASE_CONFIG?: string;
  /** A reCAPTCHA Enterprise site key: set, the app starts Firebase App Check (app-check.ts). */
  readonly VITE_APPCHECK_SITE_KEY?: string;
  /** An App Check debug token registered in the console, used instead of reCAPTCHA. */
  readonly VITE_APPCHECK_DEBUG_TOKEN?: string;
  /** "true" in builds, which write the service worker (see web/build/offline-cache.ts). */
  readonly VITE_OFFLINE_CACHE?: string;
  /** Shorter presence limits in ms for browser tests (web/.env.e2e; see presence-limits.ts). */
  readonly VITE_PRESENCE_STALE_MS?: string;
  readonly VITE_SILENT_TURN_MS?: string;
  /** How far the test pipeline moved the emulators' ports (firebase-config.ts); unset means 0. */
  readonly VITE_EMULATOR_PORT_OFFSET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
