import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassWithDetails, StudioDetail } from '../../common/schemas/class';
import type { TeacherPage } from '../../common/schemas/teacher';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

// The public catalogue's detail reads: the class, studio and teacher pages, and the server that draws them
// (app/route-data.ts), so one cache entry serves both.

export function classQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.classes.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<ClassWithDetails>('GET', `/api/classes/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useClass(id: string) {
  return useQuery(classQuery(id));
}

export function studioQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.studios.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<StudioDetail>('GET', `/api/studios/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useStudio(id: string) {
  return useQuery(studioQuery(id));
}

export function teacherQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.teachers.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<TeacherPage>('GET', `/api/teachers/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useTeacher(id: string) {
  return useQuery(teacherQuery(id));
}
