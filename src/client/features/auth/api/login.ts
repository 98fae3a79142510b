import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '../../../../common/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

interface Credentials {
  email: string;
  password: string;
}

function login(credentials: Credentials) {
  return apiRequest<LoginResponse>('POST', '/api/auth/login', { body: credentials });
}

/** Answers the user and a token; the caller stores them through useAuth().signIn. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
