import { useMutation } from '@tanstack/react-query';
import type { UserType } from '../../../../common/constants';
import type { User } from '../../../../common/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

interface Registration {
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  userType: UserType;
}

/** Registering does not sign in; the answer's user is read, nothing is stored. */
function register(registration: Registration) {
  return apiRequest<{ user: User }>('POST', '/api/auth/register', { body: registration });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
