import type { Bounty, BountyPage } from '../../types';

let nextId = 100;

/** A bounty as GET /bounty/{id} returns it; every field can be overridden. */
export function aBounty(over: Partial<Bounty> = {}): Bounty {
  const id = over.id ?? nextId++;
  return {
    id,
    title: `Bounty ${id}`,
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
    creator: { id: 1, sc_username: 'maker', image_url: null },
    creater_id: 1,
    streamer: null,
    duration_start_time: '2030-01-01T00:00:00.000Z',
    duration_end_time: '2030-01-02T00:00:00.000Z',
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
    created_at: '2030-01-01T00:00:00.000Z',
    ...over,
  };
}

export const aPage = (data: Bounty[], totalRecords = data.length, limit = 10): BountyPage => ({
  data,
  currentPage: 1,
  totalPages: Math.ceil(totalRecords / limit),
  totalRecords,
});

/** "now" for the fixtures: after every start, before every end. */
export const NOW = new Date('2030-01-01T12:00:00.000Z').getTime();
