import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { DEFAULT_REDIRECT, type UserType } from '../../common/constants';
import { apiRequest } from './api-client';
import { onSessionEnded, readToken, writeToken } from './auth-storage';
import { isHydrating } from './hydration';

/** The signed-in user as the client keeps it (client-side user). */
export interface AuthUser {
  id: string;
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  userType: UserType;
}

interface AuthContextValue {
  user: AuthUser | null;
  token: string | null;
  /** True while a stored token's profile is being fetched on page load. */
  isLoading: boolean;
  signIn: (token: string, user: AuthUser) => void;
  /** The same session, its user as the server now answers it (e.g. after becoming a studio owner). */
  updateUser: (user: AuthUser) => void;
  signOut: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  // A server-rendered page was drawn signed out: hydration starts the same way and the effect below
  // then picks up a stored token (lib/hydration).
  const [token, setToken] = useState(() => (isHydrating() ? null : readToken()));
  const [user, setUser] = useState<AuthUser | null>(null);
  const [isLoading, setIsLoading] = useState(token !== null);

  const clear = useCallback(() => {
    writeToken(null);
    setToken(null);
    setUser(null);
  }, []);

  // On page load a stored token is checked at once; any failure signs out silently.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page load by design.
  useEffect(() => {
    const stored = token ?? readToken();
    if (!stored) return;
    if (stored !== token) {
      setToken(stored);
      setIsLoading(true);
    }
    const controller = new AbortController();
    apiRequest<AuthUser>('GET', '/api/user/profile', { on401: 'returnNull', signal: controller.signal })
      .then((profile) => (profile ? setUser(profile) : clear()))
      .catch(() => {
        if (!controller.signal.aborted) clear();
      })
      .finally(() => {
        if (!controller.signal.aborted) setIsLoading(false);
      });
    return () => controller.abort();
  }, []);

  // Signing out anywhere signs out everywhere: another tab's Sign Out, or any 401. Private pages then
  // send the visitor to /auth?redirect=<this page> (RequireAuth).
  useEffect(() => onSessionEnded(clear), [clear]);

  const signIn = useCallback((nextToken: string, nextUser: AuthUser) => {
    writeToken(nextToken);
    setToken(nextToken);
    setUser(nextUser);
    setIsLoading(false);
  }, []);

  const updateUser = useCallback((nextUser: AuthUser) => setUser(nextUser), []);

  const signOut = useCallback(() => {
    // Best effort: the token is revoked on the server if it answers; the client forgets it either way.
    apiRequest('POST', '/api/auth/logout').catch(() => undefined);
    clear();
  }, [clear]);

  const value = useMemo(
    () => ({ user, token, isLoading, signIn, updateUser, signOut }),
    [user, token, isLoading, signIn, updateUser, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Where someone lands after signing in with nowhere asked for: an owner's workspace, or a student's dashboard. */
export const homeOf = (user: Pick<AuthUser, 'userType'>) =>
  user.userType === 'studio' ? '/studio-dashboard' : DEFAULT_REDIRECT;

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>.');
  return context;
}
