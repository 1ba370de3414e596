import type { CommentView } from '@crowns/contracts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bountyKeys } from '../query-keys';

/** A comment on a bounty (spec 02 §3 "Comment list"). */
export type BountyComment = CommentView;

export type CommentPage = {
  comments: BountyComment[];
  totalComments: number;
  currentPage?: number;
  totalPages?: number;
};

/** Under the bounty keys, so a bounty refresh (realtime) refreshes its comments too. */
export const commentKeys = { bounty: (id: number) => [...bountyKeys.all, 'comments', id] as const };

export const COMMENTS_PAGE_SIZE = 20;

/** GET /comment/bounty/{id}?page&limit → comments, totalComments (newest first). */
export const fetchBountyComments = (id: number, page: number) =>
  api<CommentPage>(`/comment/bounty/${id}?page=${page}&limit=${COMMENTS_PAGE_SIZE}`);

export const bountyCommentsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: commentKeys.bounty(id),
    queryFn: ({ pageParam }) => fetchBountyComments(id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.comments.length, 0);
      return loaded < last.totalComments && last.comments.length > 0 ? pages.length + 1 : undefined;
    },
  });

export const useBountyComments = (id: number) => useInfiniteQuery(bountyCommentsQuery(id));

export type CommentAnswer = { status?: number; msg?: string; isToxic?: boolean };

/** POST /comment {content, module_type: 'bounty', module_id} → 201 {msg, isToxic}; refetches the list. */
export function useAddBountyComment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api<CommentAnswer>('/comment', { method: 'POST', body: { content, module_type: 'bounty', module_id: id } }),
    onSettled: () => client.invalidateQueries({ queryKey: commentKeys.bounty(id) }),
  });
}
