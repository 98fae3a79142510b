import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { markHydrating } from './lib/hydration';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Public pages arrive drawn by the server: adopt that HTML instead of drawing it again. As a
// transition, hydration yields to the browser every few milliseconds instead of holding the main
// thread until the whole page is done, so a tap during it is never kept waiting.
if (root.firstElementChild) {
  markHydrating();
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
