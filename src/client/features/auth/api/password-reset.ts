import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirm, PasswordResetRequest } from '../../../../common/schemas/password-reset';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/password-reset → 202 { message }: the same answer whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequest) =>
      apiRequest<{ message: string }>('POST', '/api/auth/password-reset', { body: input }),
  });
}

/** POST /api/auth/password-reset/confirm → 200 { message }, or 400 { message } for a used or expired link. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetConfirm) =>
      apiRequest<{ message: string }>('POST', '/api/auth/password-reset/confirm', { body: input }),
  });
}
