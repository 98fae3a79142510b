import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  PasswordResetCheck,
  PasswordResetConfirm,
  PasswordResetRequest,
} from '../../../../common/schemas/password-reset';
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

/**
 * POST /api/auth/password-reset/check → { valid }: whether the e-mailed link still works, asked when
 * the page opens so a used or expired link never shows a form that cannot succeed.
 */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['password-reset-check', token],
    queryFn: () =>
      apiRequest<PasswordResetCheck>('POST', '/api/auth/password-reset/check', { body: { token } }),
    enabled: token !== '',
  });
}
