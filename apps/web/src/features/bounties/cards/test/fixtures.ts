import type { Bounty, BountyClaim, BountyPage } from '../../types';

const HOUR = 3_600_000;
let nextId = 100;

/** A bounty as GET /bounty/{id} returns it (cc_per_usd 100 in the tests: amount = amount_cc / 100). */
export function bountyFixture(over: Partial<Bounty> = {}): Bounty {
  const id = over.id ?? nextId++;
  const amountCc = over.amount_cc ?? 1500;
  return {
    id,
    title: `Bounty ${id}`,
    description: 'Do the thing on stream',
    image_url: null,
    category: ['Gaming'],
    amount: amountCc / 100,
    amount_cc: amountCc,
    starting_cc: amountCc,
    antesCount: 0,
    userCount: 0,
    status: 'active',
    bounty_type: 'video',
    target_user: null,
    creator: { id: 50, sc_username: 'creator_one', image_url: null },
    creater_id: 50,
    streamer: null,
    duration_start_time: new Date(Date.now() - HOUR).toISOString(),
    duration_end_time: new Date(Date.now() + 5 * HOUR).toISOString(),
    number_of_claims: 1,
    claimCount: 0,
    isClaimed: false,
    claims: [],
    requirements: [{ id: 1, title: 'Film it' }],
    rules: [],
    custom_rules: ['Film it'],
    isLive: false,
    failure_reason: null,
    failure_message: null,
    created_at: new Date(Date.now() - 2 * HOUR).toISOString(),
    ...over,
  };
}

export function claimFixture(over: Partial<BountyClaim> & { user_id: number; name?: string }): BountyClaim {
  const { name, ...rest } = over;
  return {
    id: over.id ?? nextId++,
    user: { image_url: null, sc_username: name ?? `user${over.user_id}` },
    status: 'claimed',
    modified_end_time: new Date(Date.now() + 3 * HOUR).toISOString(),
    submit_link: null,
    platform: null,
    title: null,
    submitted_at: null,
    ...rest,
  };
}

export const pageOf = (data: Bounty[], totalRecords = data.length, limit = 8, currentPage = 1): BountyPage => ({
  data,
  currentPage,
  totalPages: Math.ceil(totalRecords / limit),
  totalRecords,
});
