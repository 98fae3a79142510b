import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { UserType } from '../../common/constants';
import { ApiError } from '../lib/api-client';
import { type AuthUser, useAuth } from '../lib/auth';
import { signInPath } from '../lib/redirect';
import { useToaster } from './ui/toast-host';

/** Set as navigation state when a signed-in visitor lacks the role a page needs; /auth explains why. */
export interface AuthPageState {
  notice?: 'studio-only';
}

interface RequireAuthProps {
  /** Only this account type may see the page (the studio dashboard is for studio owners). */
  userType?: UserType;
  /** Shown while a stored token's profile is still loading. */
  pending: ReactNode;
  children: (user: AuthUser) => ReactNode;
}

/**
 * The signed-in screens: visitors who are not signed in go to /auth, with a redirect back to
 * this page; a signed-in visitor without the role goes to /auth with a notice saying why.
 */
function RequireAuth({ userType, pending, children }: RequireAuthProps) {
  const { user, isLoading } = useAuth();
  const { pathname, search } = useLocation();
  if (isLoading) return pending;
  if (!user) return <Navigate to={signInPath(`${pathname}${search}`)} replace />;
  if (userType && user.userType !== userType) {
    const state: AuthPageState = { notice: 'studio-only' };
    return <Navigate to="/auth" replace state={state} />;
  }
  return children(user);
}

/**
 * A signed-in screen's page: its column (`className`: width and top padding) around RequireAuth, with
 * the toaster loaded ahead of the first toast.
 */
export function SignedInPage({ className, ...auth }: RequireAuthProps & { className: string }) {
  useToaster();
  return (
    <div className={className}>
      <RequireAuth {...auth} />
    </div>
  );
}

/**
 * A private call answered 401 (the token expired or was revoked elsewhere): forget it, as the profile
 * check on page load would, and RequireAuth then offers the sign-in page.
 */
export function useSignOutOnUnauthorized(error: unknown): void {
  const { signOut } = useAuth();
  const unauthorized = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (unauthorized) signOut();
  }, [unauthorized, signOut]);
}
