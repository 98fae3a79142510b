import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateStudioInput,
  OwnerStudio,
  OwnerStudioListItem,
  UpdateStudioInput,
} from '../../../../common/schemas/owner-studio';
import { apiRequest, apiUpload } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The records that take a photo: POST /api/<owner>/:id/image. */
export type PhotoOwner = 'studios' | 'classes' | 'teachers';

/** The owner's own studios, inactive ones included (not the public catalogue). */
const ownerStudiosQuery = queryOptions({
  queryKey: queryKeys.owner.studios,
  queryFn: ({ signal }) => apiRequest<OwnerStudioListItem[]>('GET', '/api/owner/studios', { signal }),
});

export function useOwnerStudios() {
  return useQuery(ownerStudiosQuery);
}

/**
 * After any change the owner's lists are read again, and the public catalogue's cached answers are
 * dropped, so what the owner made shows at once on /browse, /studios and the detail pages.
 */
export function useRefreshOwnerData() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.owner.studios }),
      queryClient.invalidateQueries({ queryKey: queryKeys.owner.stats }),
      queryClient.invalidateQueries({ queryKey: queryKeys.owner.bookings.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.owner.sessions.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.owner.clients.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.owner.revenueAll }),
      queryClient.invalidateQueries({ queryKey: queryKeys.studios.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.classes.all }),
    ]);
}

export function useSaveStudio(studioId?: string) {
  const refresh = useRefreshOwnerData();
  return useMutation({
    mutationFn: (input: CreateStudioInput | UpdateStudioInput) =>
      studioId
        ? apiRequest<OwnerStudio>('PATCH', `/api/studios/${studioId}`, { body: input })
        : apiRequest<OwnerStudio>('POST', '/api/studios', { body: input }),
    onSuccess: refresh,
  });
}

/**
 * DELETE /api/studios/:id (deactivate) or /api/classes/:id (archive): out of the catalogue;
 * `cancelSessions` also cancels its future sessions that hold bookings, which otherwise refuse it (409).
 */
export function useWithdraw(kind: 'studios' | 'classes', id: string) {
  const refresh = useRefreshOwnerData();
  return useMutation({
    mutationFn: (cancelSessions: boolean) =>
      apiRequest<unknown>('DELETE', `/api/${kind}/${id}${cancelSessions ? '?cancelSessions=true' : ''}`),
    onSuccess: refresh,
  });
}

/**
 * POST /api/studios/:id/reactivate or /api/classes/:id/restore: back into the catalogue (the way
 * back from useWithdraw). Sessions cancelled on the way out stay cancelled.
 */
export function useRestore(kind: 'studios' | 'classes', id: string) {
  const refresh = useRefreshOwnerData();
  return useMutation({
    mutationFn: () =>
      apiRequest<unknown>('POST', `/api/${kind}/${id}/${kind === 'studios' ? 'reactivate' : 'restore'}`),
    onSuccess: refresh,
  });
}

/** POST /api/studios/:id/image or /api/classes/:id/image. */
export function useUploadPhoto() {
  const refresh = useRefreshOwnerData();
  return useMutation({
    mutationFn: ({ owner, id, file }: { owner: PhotoOwner; id: string; file: File }) =>
      apiUpload<unknown>(`/api/${owner}/${id}/image`, 'photo', file),
    onSuccess: refresh,
  });
}
