import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web client's build. `--mode e2e` (see .env.e2e) also compiles the /dev routes so the
// browser tests can screenshot fixtures from a production build.
export default defineConfig({
  plugins: [react()],
  server: { host: true },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022' },
});
