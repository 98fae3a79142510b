import { useAuth } from '../lib/auth';
import { lazyPage } from './lazy-page';

const Console = lazyPage(() => import('../features/studio-dashboard/pages/operator-page'), 'OperatorPage');
const NotFound = lazyPage(() => import('../features/not-found/pages/not-found-page'), 'NotFoundPage');

/**
 * /operator: the console for operators, and for everyone else (signed out included) the page of a
 * path that does not exist, as the operator API answers them (docs/decisions/0079).
 */
export function OperatorRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return null;
  return user?.userType === 'operator' ? <Console /> : <NotFound />;
}
