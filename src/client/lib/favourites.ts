import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Favourites } from '../../common/schemas/favourite';
import { apiRequest } from './api-client';
import { useAuth } from './auth';
import { queryKeys } from './query-keys';

// The student's saved studios and classes (issue 34). The public pages stay the same for everyone
// (server-drawn and cached); which hearts are pressed comes from this one signed-in read.

export type FavouriteKind = 'studios' | 'classes';

/** GET /api/user/favourites, signed in only; one read for every heart on the page. */
export function useFavourites() {
  const { token } = useAuth();
  return useQuery({
    queryKey: queryKeys.user.favourites,
    queryFn: ({ signal }) => apiRequest<Favourites>('GET', '/api/user/favourites', { signal }),
    enabled: token !== null,
  });
}

/** Whether the studio or class is saved, and a toggle that PUTs or DELETEs it. */
export function useFavourite(kind: FavouriteKind, id: string) {
  const queryClient = useQueryClient();
  const favourites = useFavourites();
  const saved = favourites.data?.[kind].some((item) => item.id === id) ?? false;
  const toggle = useMutation({
    mutationFn: (save: boolean) =>
      apiRequest<null>(save ? 'PUT' : 'DELETE', `/api/user/favourites/${kind}/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.favourites }),
  });
  // While the request is on its way the heart shows what was asked for.
  const pressed = toggle.isPending && toggle.variables !== undefined ? toggle.variables : saved;
  return { pressed, toggle: () => toggle.mutate(!pressed), busy: toggle.isPending };
}
