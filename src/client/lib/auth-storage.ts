import { AUTH_TOKEN_KEY } from '../../common/constants';

// localStorage can throw (private mode, disabled storage); the site must still work signed out.
export function readToken(): string | null {
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
