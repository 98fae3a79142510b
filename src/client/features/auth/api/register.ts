import { useMutation } from '@tanstack/react-query';
import type { UserType } from '../../../../common/constants';
import type { LoginResponse } from '../../../../common/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

interface Registration {
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  userType: UserType;
}

/** Answers the new user and a token, like sign-in; the caller stores them through useAuth().signIn. */
function register(registration: Registration) {
  return apiRequest<LoginResponse>('POST', '/api/auth/register', { body: registration });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
