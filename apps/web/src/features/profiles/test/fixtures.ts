import type { Profile, ProfileActivityItem, UserSubmission } from '@crowns/contracts';

const STATS = {
  totalBountiesAccepted: 9,
  completedBounties: 6,
  failedBounties: 3,
  winRate: 67,
  totalWinAmount: 12_500,
  createdBounties: 2,
  claimedBounties: 0,
  inReviewBounties: 1,
};

/** A streamer's public profile as GET /users/profile/{name} answers it. */
export const PROFILE: Profile = {
  id: '42',
  sc_username: 'nova_plays',
  display_name: 'Nova',
  image_url: null,
  banner_url: null,
  bio: 'Speedruns and silly dares.',
  created_at: '2026-03-02T10:00:00.000Z',
  createdAt: '2026-03-02T10:00:00.000Z',
  is_streamer: false,
  is_streaming: true,
  platforms: [
    {
      platform: 'twitch',
      display_name: 'NovaPlays',
      is_live: true,
      viewer_count: 15_420,
      thumbnail_url: null,
      title: 'Any% tonight',
      twitch_category: 'Speedrun',
    },
    {
      platform: 'kick',
      display_name: 'nova_k',
      is_live: false,
      viewer_count: 0,
      thumbnail_url: null,
      title: null,
      twitch_category: null,
    },
  ],
  streamDetails: [],
  followerCount: 12,
  followingCount: 3,
  isFollowing: false,
  isMe: false,
  bountyStats: STATS,
};

export const activityItem = (id: number, over: Partial<ProfileActivityItem> = {}): ProfileActivityItem => ({
  id: `bounty-${id}`,
  kind: 'bounty',
  model_action: 'uptheante',
  message: 'upped the ante',
  user: { id: 42, sc_username: 'nova_plays', image_url: null },
  bounty: { id: 100 + id, title: `Dare ${id}`, image_url: null, status: 'active' },
  challenge: null,
  amount: 5,
  amount_cc: 500,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

export const submission = (id: number, over: Partial<UserSubmission> = {}): UserSubmission => ({
  id,
  model_id: 200 + id,
  submit_link: `https://www.youtube.com/watch?v=abcdefghij${id % 10}`,
  thumbnail_url: null,
  hosted: false,
  platform: 'youtube',
  title: `Clip ${id}`,
  description: null,
  status: 'completed',
  count: 1000 - id,
  views: 1000 - id,
  createdAt: '2026-11-20T10:00:00.000Z',
  bounty: {
    id: 200 + id,
    title: `Bounty ${id}`,
    image_url: null,
    amount_cc: 1000,
    creator: { id: 9, sc_username: 'maker', image_url: null },
  },
  ...over,
});

export const page = <T>(data: T[], currentPage = 1, totalPages = 1) => ({
  data,
  currentPage,
  totalPages,
  totalRecords: data.length,
});
