import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toBase64, type CurrentUser } from '@market/domain';
import { api } from './api-client.ts';
import { HttpError } from './http.ts';
import { queryKeys } from './query-keys.ts';
import { mergeVisitorFavourites } from './visitor-favourites.ts';

/** The query key of the logged-in user; features invalidate it after anything that changes the user. */
export const CURRENT_USER_KEY = queryKeys.currentUser;

/** What the server receives instead of a password: its lowercase hex SHA-256 (ARCHITECTURE.md, API conventions). */
export async function hashPassword(password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(password));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await api.get('/user/me');
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    // Offline or the server is down: show the visitor's view rather than an error everywhere.
    return null;
  }
}

/** The session's user: undefined while it is being read, then the user or null. */
export function useCurrentUserQuery() {
  return useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, staleTime: 60_000, retry: false });
}

/** The logged-in user (UserInfo with name and staff), or null for a visitor and while loading. */
export function useCurrentUser(): CurrentUser | null {
  return useCurrentUserQuery().data ?? null;
}

/** Logs in with the id and password as typed; the id goes as Base64 and the password as its SHA-256. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, password }: { id: string; password: string }) => {
      const user = await api.post('/user/login', {
        body: { id: toBase64(id.trim()), pw: await hashPassword(password) },
      });
      // A visitor's favourites of this browser become the account's; if that fails they stay for the next login.
      await mergeVisitorFavourites().catch(() => undefined);
      return user;
    },
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/user/logout'),
    onSettled: () => setSessionUser(queryClient, null),
  });
}

/** After login, register or logout: every other cached answer may have depended on who was asking. */
export function setSessionUser(queryClient: ReturnType<typeof useQueryClient>, user: CurrentUser | null): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
  queryClient.setQueryData(CURRENT_USER_KEY, user);
}
