import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SignWaiverInput,
  UserWaiverSignature,
  Waiver,
  WaiverSignature,
} from '../../common/schemas/waiver';
import { ApiError, apiRequest, isNotFound } from './api-client';
import { queryKeys } from './query-keys';

// A studio's waiver and the student's signatures (issue 66, docs/decisions/0128), read by the
// booking page, the studio page's passes and the dashboard. The waiver is public; the signatures
// are private (bearer token): kept only while on screen.

/** The studio's latest waiver, or null when it has none (the API's 404). */
export function useStudioWaiver(studioId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.studios.waiver(studioId),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<Waiver>('GET', `/api/studios/${studioId}/waiver`, { signal });
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    // A new version must be seen at the next booking: never answered from an old copy.
    staleTime: 0,
  });
}

const signaturesQuery = queryOptions({
  queryKey: queryKeys.user.waiverSignatures,
  queryFn: ({ signal }) =>
    apiRequest<UserWaiverSignature[]>('GET', '/api/user/waiver-signatures', { signal }),
  gcTime: 0,
});

export const useWaiverSignatures = (enabled = true) => useQuery({ ...signaturesQuery, enabled });

/**
 * What a student must do before booking at a studio: nothing (`none`: no waiver, or its latest
 * version signed), sign `waiver`, or wait while either question is answered.
 */
export type WaiverNeed =
  | { state: 'loading' }
  | { state: 'none'; signed?: UserWaiverSignature }
  | { state: 'sign'; waiver: Waiver; signedBefore?: UserWaiverSignature };

export function useWaiverNeed(studioId: string, enabled = true): WaiverNeed & { refetch: () => void } {
  const waiver = useStudioWaiver(studioId, enabled);
  const signatures = useWaiverSignatures(Boolean(waiver.data));
  const refetch = () => {
    void waiver.refetch();
    void signatures.refetch();
  };
  // A failed question leaves the booking to the server, which refuses with WAIVER_REQUIRED.
  if (waiver.isError) return { state: 'none', refetch };
  if (waiver.isPending) return { state: 'loading', refetch };
  if (!waiver.data) return { state: 'none', refetch };
  if (signatures.isError) return { state: 'none', refetch };
  if (signatures.isPending) return { state: 'loading', refetch };
  const atStudio = signatures.data.filter((s) => s.studioId === studioId);
  const current = atStudio.find((s) => s.version === waiver.data?.version);
  if (current) return { state: 'none', signed: current, refetch };
  return { state: 'sign', waiver: waiver.data, signedBefore: atStudio[0], refetch };
}

/** POST /api/studios/:id/waiver/signatures; the student's signatures are read again. */
export function useSignWaiver(studioId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SignWaiverInput) =>
      apiRequest<WaiverSignature>('POST', `/api/studios/${studioId}/waiver/signatures`, { body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.user.waiverSignatures }),
  });
}

/** Whether a refusal asks for a waiver: not signed (WAIVER_REQUIRED) or a newer version (WAIVER_OUTDATED). */
export function isWaiverRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'WAIVER_REQUIRED' || error.code === 'WAIVER_OUTDATED');
}
