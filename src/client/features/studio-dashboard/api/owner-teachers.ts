import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  CreateTeacherInput,
  OwnerTeacher,
  UpdateTeacherInput,
} from '../../../../common/schemas/teacher';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useRefreshOwnerData } from './owner-studios';

// A studio's teachers (issue 34): the Teachers tab and the class form's picker.

/** The studio's teachers, by name. */
export function useOwnerTeachers(studioId: string) {
  return useQuery({
    queryKey: queryKeys.owner.teachers(studioId),
    queryFn: ({ signal }) =>
      apiRequest<OwnerTeacher[]>('GET', `/api/owner/studios/${encodeURIComponent(studioId)}/teachers`, {
        signal,
      }),
  });
}

/** POST /api/studios/:id/teachers, or PATCH /api/teachers/:id when editing; the owner's data is read again. */
export function useSaveTeacher({ studioId, teacherId }: { studioId: string; teacherId?: string }) {
  const refresh = useRefreshOwnerData();
  return useMutation({
    mutationFn: (input: CreateTeacherInput | UpdateTeacherInput) =>
      teacherId
        ? apiRequest<OwnerTeacher>('PATCH', `/api/teachers/${encodeURIComponent(teacherId)}`, { body: input })
        : apiRequest<OwnerTeacher>('POST', `/api/studios/${encodeURIComponent(studioId)}/teachers`, {
            body: input,
          }),
    onSuccess: refresh,
  });
}

/** DELETE /api/teachers/:id: their classes and sessions stay, without them. */
export function useDeleteTeacher(teacherId: string) {
  const refresh = useRefreshOwnerData();
  return useMutation({
    mutationFn: () => apiRequest<null>('DELETE', `/api/teachers/${encodeURIComponent(teacherId)}`),
    onSuccess: refresh,
  });
}
