import { DEFAULT_REDIRECT } from '../../../../common/constants';
import type { OwnerStudioListItem } from '../../../../common/schemas/owner-studio';
import { apiRequest } from '../../../lib/api-client';
import type { AuthUser } from '../../../lib/auth';

/**
 * Where sign-in lands with nowhere asked for: /dashboard, the default, for everyone, but for an owner
 * whose first steps are not done (no studio of theirs is public yet: a studio, a class, a session).
 * They land on /studio-dashboard, where the checklist points to Add studio. Read from the owner's
 * studios as the server counts them; if that read fails, the default.
 */
export async function landingAfterSignIn(user: Pick<AuthUser, 'userType'>, token: string): Promise<string> {
  if (user.userType !== 'studio') return DEFAULT_REDIRECT;
  try {
    // Asked before the session is stored, so the page does not show its signed-in state meanwhile.
    const studios = await apiRequest<OwnerStudioListItem[]>('GET', '/api/owner/studios', {
      headers: { authorization: `Bearer ${token}` },
    });
    return studios.some((studio) => studio.isPublic) ? DEFAULT_REDIRECT : '/studio-dashboard';
  } catch {
    return DEFAULT_REDIRECT;
  }
}
