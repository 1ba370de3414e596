import type { ChallengeDetail, ChallengeResponseView, Page } from '@crowns/contracts';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const user = (id: number, sc_username: string) => ({ id, sc_username, image_url: null });

export const CREATOR = user(1, 'mira_makes');
export const RIVAL = user(3, 'rex_runs');

/** A live video challenge by user 1 with a $20 pool (1,500 crowns of the creator's, 500 added), ending in 2 hours. */
export const challengeOf = (over: Partial<ChallengeDetail> = {}): ChallengeDetail => ({
  id: 42,
  slug: 'juggle-five-lemons',
  title: 'Juggle five lemons',
  description: 'Keep five lemons up for ten seconds.',
  image_url: null,
  category: 'IRL',
  type: 'video',
  rules: ['One take', 'No cuts'],
  status: 'live',
  duration_start_time: iso(-HOUR),
  duration_end_time: iso(2 * HOUR),
  starting_cc: 1500,
  prize_cc: 2000,
  amount: 20,
  contributorsCount: 1,
  responsesCount: 2,
  upvotesCount: 4,
  views: 90,
  creator: CREATOR,
  creater_id: 1,
  winner: null,
  featured: false,
  isFavorite: false,
  isUpvoted: false,
  myResponseId: null,
  created_at: iso(-2 * HOUR),
  // Like the server: everyone but the creator.
  contributors: [{ user: user(9, 'gold_fan'), amount_cc: 500 }],
  ...over,
});

export const responseOf = (over: Partial<ChallengeResponseView> = {}): ChallengeResponseView => ({
  id: 71,
  challenge_id: 42,
  user: RIVAL,
  title: 'Five lemons, no drops',
  description: 'First try',
  platform: 'youtube',
  video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  upvotes: 3,
  pending_upvotes: 0,
  views: 12,
  commentsCount: 2,
  rank: 1,
  isUpvoted: false,
  myVoteCounted: null,
  isWinner: false,
  created_at: iso(-HOUR / 2),
  ...over,
});

export const pageOf = <T>(data: T[]): Page<T> => ({
  data,
  currentPage: 1,
  totalPages: data.length ? 1 : 0,
  totalRecords: data.length,
});
