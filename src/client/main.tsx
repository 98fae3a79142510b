import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

/** Lets the browser paint and answer input before the next piece of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The application is a chunk of its own, evaluated in a task after React DOM's. Evaluating both in
 * one go was the longest task of a page load, and a tap during it waited for all of it; apart, they
 * are two shorter tasks (docs/decisions/0014 has the measurements).
 */
async function start(container: HTMLElement) {
  await yieldToBrowser();
  const [{ App }, { markHydrating }] = await Promise.all([import('./app/app'), import('./lib/hydration')]);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Public pages arrive drawn by the server: adopt that HTML instead of drawing it again. As a
  // transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread until the whole page is done, so a tap during it is never kept waiting.
  if (container.firstElementChild) {
    markHydrating();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

void start(root);
