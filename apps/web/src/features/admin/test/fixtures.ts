import type { AdminUser, BountyView } from '@crowns/contracts';
import type { ReviewItem } from '../api/review-queue';

export const adminUser = (overrides: Partial<AdminUser> & Pick<AdminUser, 'id' | 'sc_username'>): AdminUser => ({
  email: `${overrides.sc_username.toLowerCase()}@example.com`,
  image_url: null,
  role: 'user',
  isVerified: true,
  is_streamer: false,
  suspended: false,
  suspendedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const HOUR = 3_600_000;
export const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR).toISOString();
export const hoursFromNow = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

/** The config every bounty test reads: 100 crowns per dollar, 10% fee, two standard rules. */
export const CONFIG = {
  cc_per_usd: 100,
  transaction_fee_percent: 10,
  standard_rules: ['The video must be public or unlisted on the chosen platform.', 'No harmful content.'],
};
export const configRoute = { status: 200, body: { status: 200, data: CONFIG, ...CONFIG } };

export const reviewItem = (
  overrides: Partial<Omit<ReviewItem, 'bounty'>> &
    Pick<ReviewItem, 'claimId' | 'bountyId'> & { bounty?: Partial<ReviewItem['bounty']> },
): ReviewItem => {
  const { bounty, ...rest } = overrides;
  return {
    user: { id: 21, sc_username: 'kai_live', image_url: null },
    platform: 'youtube',
    title: 'Did the thing',
    description: 'Backflip at minute 3',
    category: 'Gaming',
    submit_link: 'https://youtu.be/abcdefghijk',
    submitted_at: hoursAgo(2),
    overdue: false,
    ...rest,
    overdue_at:
      rest.overdue_at ?? new Date(new Date(rest.submitted_at ?? hoursAgo(2)).getTime() + 48 * 3_600_000).toISOString(),
    bounty: {
      id: overrides.bountyId,
      title: 'Do a backflip',
      image_url: null,
      amount: 12.5,
      amount_cc: 1250,
      bounty_type: 'video',
      custom_rules: ['Show the whole flip'],
      creator: { id: 3, sc_username: 'demo_viewer', image_url: null },
      ...bounty,
    },
  };
};

export const bountyView = (overrides: Partial<BountyView> & Pick<BountyView, 'id' | 'title'>): BountyView => ({
  description: '',
  image_url: null,
  category: ['Gaming'],
  amount: 10,
  amount_cc: 1000,
  starting_cc: 1000,
  antesCount: 0,
  userCount: 0,
  status: 'active',
  bounty_type: 'video',
  target_user: null,
  creator: { id: 3, sc_username: 'demo_viewer', image_url: null },
  creater_id: 3,
  streamer: null,
  duration_start_time: hoursAgo(1),
  duration_end_time: hoursFromNow(5),
  number_of_claims: 1,
  claimCount: 0,
  isClaimed: false,
  claims: [],
  requirements: [],
  rules: [],
  custom_rules: [],
  isLive: false,
  failure_reason: null,
  failure_message: null,
  created_at: hoursAgo(1),
  ...overrides,
});
