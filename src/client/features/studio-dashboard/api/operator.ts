import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditEntry,
  OperatorBooking,
  OperatorStudio,
  OperatorUser,
  OperatorUserDetail,
  ReportedReview,
} from '../../../../common/schemas/operator';
import { apiRequest } from '../../../lib/api-client';

// The operator console's calls (docs/decisions/0079). Every answer is re-read after any write: the
// queue, the studios, the people and the audit log all show what an action changed.

const OPERATOR = ['operator'] as const;
const search = (q: string) => (q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '');

export function useReportedReviews() {
  return useQuery({
    queryKey: [...OPERATOR, 'reports'],
    queryFn: ({ signal }) => apiRequest<ReportedReview[]>('GET', '/api/operator/reports', { signal }),
  });
}

export function useOperatorStudios(q: string) {
  return useQuery({
    queryKey: [...OPERATOR, 'studios', q.trim()],
    queryFn: ({ signal }) =>
      apiRequest<OperatorStudio[]>('GET', `/api/operator/studios${search(q)}`, { signal }),
  });
}

export function useOperatorUsers(q: string) {
  return useQuery({
    queryKey: [...OPERATOR, 'users', q.trim()],
    queryFn: ({ signal }) => apiRequest<OperatorUser[]>('GET', `/api/operator/users${search(q)}`, { signal }),
  });
}

export function useOperatorUser(id: string | null) {
  return useQuery({
    queryKey: [...OPERATOR, 'user', id],
    queryFn: ({ signal }) => apiRequest<OperatorUserDetail>('GET', `/api/operator/users/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useAuditLog() {
  return useQuery({
    queryKey: [...OPERATOR, 'audit'],
    queryFn: ({ signal }) => apiRequest<AuditEntry[]>('GET', '/api/operator/audit', { signal }),
  });
}

/** An operator action on `/api/operator/<path>`, with its reason (and any other fields). */
export function useOperatorAction<T = unknown>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: { reason: string; amount?: string } }) =>
      apiRequest<T>('POST', `/api/operator/${path}`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR }),
  });
}

export type { OperatorBooking };
