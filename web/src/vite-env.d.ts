/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "true" compiles the /dev fixture routes into a production build (see web/.env.e2e). */
  readonly VITE_DEV_ROUTES?: string;
  /** A real Firebase project's web config as JSON; unset means the local emulators. */
  readonly VITE_FIREBASE_CONFIG?: string;
  /** "true" in builds, which write the service worker (see web/build/offline-cache.ts). */
  readonly VITE_OFFLINE_CACHE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
