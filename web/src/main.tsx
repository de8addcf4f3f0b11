// Entry point: global styles, then the app into #root.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { leaveSheetSteps } from './lib/sheet-steps';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The built app caches itself for playing with no network (see web/build/offline-cache.ts).
if (import.meta.env.VITE_OFFLINE_CACHE === 'true' && 'serviceWorker' in navigator)
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));

// A page reloaded with a sheet open stands on the sheet's step of the history with no sheet open, where
// Back would only take that step: it goes back to the step under it before it draws anything.
void leaveSheetSteps().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
