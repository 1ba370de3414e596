import type { AdminStreamBody, AdminStreamer } from '@crowns/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys, type Paged, queryString } from './types';

export type StreamersParams = { page: number; limit: number; search?: string };
export type StreamersPage = Paged<AdminStreamer>;
export type StreamChangeAnswer = {
  status: number;
  message: string;
  changed: boolean;
  event: string | null;
  streamer: AdminStreamer;
};

/** GET /admin/streams?page&limit&search → `{ status, provider, streamers: { data, … } }`, live first. */
export const listStreamers = (params: StreamersParams, signal?: AbortSignal) =>
  api<{ status: number; provider: string; streamers: StreamersPage }>(`/admin/streams${queryString(params)}`, {
    signal,
  }).then((r) => r.streamers);

export const streamersQuery = (params: StreamersParams) =>
  queryOptions({
    queryKey: [...adminKeys.streams(), params],
    queryFn: ({ signal }) => listStreamers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useStreamers = (params: StreamersParams) => useQuery(streamersQuery(params));

/** POST /admin/streams/{userId} `{ platform, is_live, title?, category?, viewer_count? }` (the simulated provider). */
export const setStream = ({ userId, body }: { userId: number; body: AdminStreamBody }) =>
  api<StreamChangeAnswer>(`/admin/streams/${userId}`, { method: 'POST', body });

/** The answer carries the streamer as saved: it replaces the row at once, then the lists refetch. */
export function useSetStream() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setStream,
    onSuccess: ({ streamer }) =>
      client.setQueriesData<StreamersPage>({ queryKey: adminKeys.streams() }, (page) =>
        page ? { ...page, data: page.data.map((s) => (s.id === streamer.id ? streamer : s)) } : page,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
