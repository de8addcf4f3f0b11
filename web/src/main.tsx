// Entry point: global styles, then the app into #root.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The built app caches itself for playing with no network (see web/build/offline-cache.ts).
if (import.meta.env.VITE_OFFLINE_CACHE === 'true' && 'serviceWorker' in navigator)
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
