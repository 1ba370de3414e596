import { LIMITS } from '@crowns/contracts';
import { queryOptions } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, api } from '../../lib/api';

export type SearchUser = {
  id: string | number;
  sc_username: string;
  image_url?: string | null;
  is_streaming?: boolean;
};
export type SearchBounty = { id: string | number; title?: string; image_url?: string | null };
export type SearchResult = { users: SearchUser[]; bounties: SearchBounty[] };

const EMPTY: SearchResult = { users: [], bounties: [] };

type Answer = { status?: number; message?: string; data?: Partial<SearchResult> };

/**
 * POST /search/ {search, sortBy, category, isLive}. A non-200 answer or a thrown error shows an error toast with the
 * server's message (spec 01 §8) and the result is empty.
 */
async function search(text: string): Promise<SearchResult> {
  try {
    const answer = await api<Answer>('/search/', {
      method: 'POST',
      body: { search: text, sortBy: '', category: '', isLive: false },
    });
    if (answer.status !== undefined && answer.status !== 200) throw new ApiError(answer.status, answer.message ?? '');
    return {
      users: Array.isArray(answer.data?.users) ? answer.data.users : [],
      bounties: Array.isArray(answer.data?.bounties) ? answer.data.bounties.slice(0, LIMITS.searchPageSize) : [],
    };
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : 'Search failed';
    toast.error(message, { id: 'search-error' });
    return EMPTY;
  }
}

export const searchQuery = (text: string) =>
  queryOptions({
    queryKey: ['search', text],
    queryFn: () => search(text),
    enabled: text.length > 0,
    staleTime: 60_000,
  });
