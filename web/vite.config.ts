import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { offlineCache } from './build/offline-cache.ts';

// The web client's build. `--mode e2e` (see .env.e2e) also compiles the /dev routes so the
// browser tests can screenshot fixtures from a production build. @texas42/shared is pure (no
// module side effects), which lets the bundler drop every part of it a chunk does not use: the
// home screen takes a few domino helpers, not the engine, the AI or the room layer.
const isShared = (id: string) => /[\\/]shared[\\/]src[\\/]/.test(id);

export default defineConfig({
  plugins: [react(), offlineCache()],
  server: { host: true },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !isShared(id) } },
  },
  worker: {
    format: 'es',
    rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !isShared(id) } },
  },
});
