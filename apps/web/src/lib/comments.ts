import type { COMMENT_MODULES, CommentView } from '@crowns/contracts';
import {
  infiniteQueryOptions,
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from './api';

/** What can be commented on: a bounty or a challenge response (module_type). */
export type CommentModule = (typeof COMMENT_MODULES)[number];

export type CommentPage = {
  comments: CommentView[];
  totalComments: number;
  currentPage?: number;
  totalPages?: number;
};

export const COMMENTS_PAGE_SIZE = 20;

/**
 * The comments of one thing, newest first (spec 02 §3 "Comment list"). The caller gives the query key, so the
 * comments live under its feature's keys and a refresh of that feature (realtime) refreshes them too.
 */
export type CommentTarget = { queryKey: QueryKey; module: CommentModule; id: number };

/** GET /comment/{module_type}/{id}?page&limit → comments, totalComments. */
export const commentsQuery = ({ queryKey, module, id }: CommentTarget) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) =>
      api<CommentPage>(`/comment/${module}/${id}?page=${pageParam}&limit=${COMMENTS_PAGE_SIZE}`),
    initialPageParam: 1,
    getNextPageParam: (last: CommentPage, pages: CommentPage[]) => {
      const loaded = pages.reduce((n, p) => n + p.comments.length, 0);
      return loaded < last.totalComments && last.comments.length > 0 ? pages.length + 1 : undefined;
    },
  });

export const useComments = (target: CommentTarget) => useInfiniteQuery(commentsQuery(target));

export type CommentAnswer = { status?: number; msg?: string; isToxic?: boolean };

/** POST /comment {content, module_type, module_id} → 201 {msg, isToxic}; refetches the list. */
export function useAddComment({ queryKey, module, id }: CommentTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api<CommentAnswer>('/comment', { method: 'POST', body: { content, module_type: module, module_id: id } }),
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
}
