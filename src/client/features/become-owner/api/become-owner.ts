import { useMutation } from '@tanstack/react-query';
import type { Profile } from '../../../../common/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

/**
 * POST /api/user/become-owner: the signed-in account becomes a studio owner's, with its bookings and
 * its token (the server looks the account up on every request, so owner routes accept it at once).
 * The session's user is replaced by the answer, so the header shows Studio straight away.
 */
export function useBecomeOwner() {
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: () => apiRequest<Profile>('POST', '/api/user/become-owner'),
    onSuccess: (profile) => updateUser(profile),
  });
}
