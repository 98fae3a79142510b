import type { DehydratedState } from '@tanstack/react-query';
import { QUERY_STATE_ELEMENT_ID } from '../../common/constants';

/**
 * Public pages arrive rendered by the server (src/server/plugins/server-render.ts). The first client
 * render must draw exactly what the server drew, so state only the browser knows (a stored sign-in)
 * is read in an effect after hydration rather than during it.
 */
let hydrating = false;

export function markHydrating(): void {
  hydrating = true;
}

export function isHydrating(): boolean {
  return hydrating;
}

let serverState: DehydratedState | undefined;
let read = false;

/**
 * The query answers the server rendered the page with (undefined when there are none), parsed once.
 * Hydrating them again later is harmless: TanStack Query keeps whichever answer is newer.
 */
export function serverQueryState(): DehydratedState | undefined {
  if (read || typeof document === 'undefined') return serverState;
  read = true;
  const element = document.getElementById(QUERY_STATE_ELEMENT_ID);
  try {
    serverState = element?.textContent ? (JSON.parse(element.textContent) as DehydratedState) : undefined;
  } catch {
    serverState = undefined;
  }
  return serverState;
}
