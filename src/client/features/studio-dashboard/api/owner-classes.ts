import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CreateClassInput, OwnerClass, UpdateClassInput } from '../../../../common/schemas/owner-class';
import type {
  CreateSessionInput,
  OwnerSession,
  ScheduleResult,
  UpdateSessionInput,
  WeeklyScheduleInput,
} from '../../../../common/schemas/owner-session';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useRefreshOwnerData } from './owner-studios';

function ownerClassesQuery(studioId: string) {
  return queryOptions({
    queryKey: queryKeys.owner.classes(studioId),
    queryFn: ({ signal }) =>
      apiRequest<OwnerClass[]>('GET', `/api/owner/studios/${encodeURIComponent(studioId)}/classes`, {
        signal,
      }),
  });
}

/** The studio's classes as its owner sees them: archived ones too (last), never an HTTP-cached copy. */
export function useOwnerClasses(studioId: string, enabled = true) {
  return useQuery({ ...ownerClassesQuery(studioId), enabled });
}

/** A class's upcoming sessions, the cancelled ones included (GET /api/owner/classes/:id/sessions). */
export function useOwnerClassSessions(cls: { id: string; studioId: string }, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.owner.classSessions(cls.studioId, cls.id),
    queryFn: ({ signal }) =>
      apiRequest<OwnerSession[]>('GET', `/api/owner/classes/${encodeURIComponent(cls.id)}/sessions`, {
        signal,
      }),
    enabled,
  });
}

/** Add Class (with the studio) or Edit (with the class). */
export function useSaveClass({ studioId, classId }: { studioId: string; classId?: string }) {
  const refresh = useRefreshOwnerData();
  return useMutation({
    mutationFn: (input: CreateClassInput | UpdateClassInput) =>
      classId
        ? apiRequest<OwnerClass>('PATCH', `/api/classes/${classId}`, { body: input })
        : apiRequest<OwnerClass>('POST', `/api/studios/${studioId}/classes`, { body: input }),
    onSuccess: refresh,
  });
}

/** POST /api/classes/:id/schedules: one session on every matching date; repeats create nothing new. */
export function useCreateSchedule(classId: string) {
  const refresh = useRefreshOwnerData();
  return useMutation({
    mutationFn: (input: WeeklyScheduleInput) =>
      apiRequest<ScheduleResult>('POST', `/api/classes/${classId}/schedules`, {
        body: input,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/classes/:id/sessions: one session; the end defaults to the start plus the class duration. */
export function useCreateSession(classId: string) {
  const refresh = useRefreshOwnerData();
  return useMutation({
    mutationFn: (input: CreateSessionInput) =>
      apiRequest<OwnerSession>('POST', `/api/classes/${classId}/sessions`, { body: input }),
    onSuccess: refresh,
  });
}

/** PATCH /api/sessions/:id: a new start (the session keeps its length) or new instructions. */
export function useMoveSession(sessionId: string) {
  const refresh = useRefreshOwnerData();
  return useMutation({
    mutationFn: (input: UpdateSessionInput) =>
      apiRequest<OwnerSession>('PATCH', `/api/sessions/${sessionId}`, { body: input }),
    onSuccess: refresh,
  });
}
