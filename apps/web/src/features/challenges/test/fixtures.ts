import type { Page } from '@crowns/contracts';
import type { Challenge } from '../types';

const HOUR = 3_600_000;

/** A live challenge by @maker worth 2,500 crowns ($25 at 100 per dollar), overridable field by field. */
export function challengeFixture(over: Partial<Challenge> = {}): Challenge {
  const now = Date.now();
  return {
    id: 1,
    slug: 'trick-shot',
    title: 'Trick shot',
    description: 'Best trick shot wins.',
    image_url: null,
    category: 'Gaming',
    type: 'video',
    rules: ['One take'],
    status: 'live',
    duration_start_time: new Date(now - HOUR).toISOString(),
    duration_end_time: new Date(now + 5 * HOUR).toISOString(),
    starting_cc: 2500,
    prize_cc: 2500,
    amount: 25,
    contributorsCount: 0,
    responsesCount: 3,
    upvotesCount: 4,
    views: 10,
    creator: { id: 9, sc_username: 'maker', image_url: null },
    creater_id: 9,
    winner: null,
    featured: false,
    isFavorite: false,
    isUpvoted: false,
    myResponseId: null,
    created_at: new Date(now - 2 * HOUR).toISOString(),
    ...over,
  };
}

export const upcomingFixture = (over: Partial<Challenge> = {}) =>
  challengeFixture({
    status: 'upcoming',
    duration_start_time: new Date(Date.now() + 2 * HOUR).toISOString(),
    duration_end_time: new Date(Date.now() + 26 * HOUR).toISOString(),
    ...over,
  });

export const paidFixture = (over: Partial<Challenge> = {}) =>
  challengeFixture({
    status: 'paid',
    duration_start_time: new Date(Date.now() - 30 * HOUR).toISOString(),
    duration_end_time: new Date(Date.now() - 6 * HOUR).toISOString(),
    winner: {
      response_id: 5,
      user: { id: 4, sc_username: 'champion', image_url: null },
      upvotes: 12,
      payout_cc: 2250,
      video_url: 'https://youtu.be/x',
      platform: 'youtube',
    },
    ...over,
  });

export const challengePage = <T = Challenge>(data: T[], totalRecords = data.length, limit = 10, page = 1): Page<T> => ({
  data,
  currentPage: page,
  totalPages: Math.ceil(totalRecords / limit),
  totalRecords,
});
