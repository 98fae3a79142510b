import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordInput,
  Device,
  PasswordChanged,
  Profile,
  UpdateProfileInput,
} from '../../../../common/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { readToken } from '../../../lib/auth-storage';
import { queryKeys } from '../../../lib/query-keys';

/** Private (bearer token): kept only while on screen, so a later account never sees it. */
const profileQuery = queryOptions({
  queryKey: queryKeys.user.profile,
  queryFn: ({ signal }) => apiRequest<Profile>('GET', '/api/user/profile', { signal }),
  gcTime: 0,
});

const devicesQuery = queryOptions({
  queryKey: queryKeys.user.devices,
  queryFn: ({ signal }) => apiRequest<Device[]>('GET', '/api/user/sessions', { signal }),
  gcTime: 0,
});

export const useProfile = () => useQuery(profileQuery);
export const useDevices = () => useQuery(devicesQuery);

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      apiRequest<Profile>('PATCH', '/api/user/profile', { body: input }),
    onSuccess: (profile) => client.setQueryData(profileQuery.queryKey, profile),
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest<PasswordChanged>('POST', '/api/user/password', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: devicesQuery.queryKey }),
  });
}

export function useSignOutDevice() {
  const client = useQueryClient();
  return useMutation({
    /** A device id, or 'others' for every device but this one. */
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(
        'DELETE',
        id === 'others' ? '/api/user/sessions' : `/api/user/sessions/${id}`,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: devicesQuery.queryKey }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<{ message: string }>('DELETE', '/api/user', { body: { password } }),
  });
}

/** Fetches the export with the bearer token and hands it to the browser as a file download. */
export async function downloadMyData(): Promise<void> {
  const token = readToken();
  const res = await fetch('/api/user/export', { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'attune-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
