/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "true" compiles the /dev fixture routes into a production build (see web/.env.e2e). */
  readonly VITE_DEV_ROUTES?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
