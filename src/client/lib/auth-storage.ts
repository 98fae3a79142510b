import { AUTH_TOKEN_KEY } from '../../common/constants';

// localStorage can throw (private mode, disabled storage); the site must still work signed out.
export function readToken(): string | null {
  // The server drawing a page has none: asked for every answer it fetches, and an exception each
  // time is dear.
  if (typeof localStorage === 'undefined') return null;
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(AUTH_TOKEN_KEY, token);
    else localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Nothing to do: the session simply will not survive a reload.
  }
}

const UNAUTHORIZED_EVENT = 'attune:unauthorized';

/** A call made with the stored token was answered 401: the session is over (docs/decisions/0009). */
export function reportUnauthorized(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
}

/**
 * Calls back when the session ends outside this page's own Sign Out: another tab signed out (the
 * `storage` event on the token's key, or storage cleared) or a call was answered 401. Returns the
 * unsubscribe function.
 */
export function onSessionEnded(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (event.key === AUTH_TOKEN_KEY && !event.newValue)) callback();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(UNAUTHORIZED_EVENT, callback);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(UNAUTHORIZED_EVENT, callback);
  };
}
