import { ME } from '../../../../app/test-utils';
import type { Bounty, BountyClaim } from '../../types';

/** The signed-in user of the tests (id 7). */
export { ME };

const HOUR = 3_600_000;

export const claimOf = (over: Partial<BountyClaim> = {}): BountyClaim => ({
  id: 31,
  user_id: 7,
  user: { image_url: null, sc_username: 'nova_plays' },
  status: 'claimed',
  modified_end_time: new Date(Date.now() + 2 * HOUR).toISOString(),
  submit_link: null,
  platform: null,
  title: null,
  submitted_at: null,
  ...over,
});

/** A public, active video bounty by user 1 with a $10 reward (1,000 crowns at 100 per dollar). */
export const bountyOf = (over: Partial<Bounty> = {}): Bounty => ({
  id: 5,
  title: 'Beat the boss blindfolded',
  description: 'No hits allowed',
  image_url: null,
  category: ['Gaming', 'IRL'],
  amount: 10,
  amount_cc: 1000,
  starting_cc: 1000,
  antesCount: 2,
  userCount: 1,
  status: 'active',
  bounty_type: 'video',
  target_user: null,
  creator: { id: 1, sc_username: 'maker_max', image_url: null },
  creater_id: 1,
  streamer: null,
  duration_start_time: new Date(Date.now() - HOUR).toISOString(),
  duration_end_time: new Date(Date.now() + 2 * HOUR).toISOString(),
  number_of_claims: 1,
  claimCount: 0,
  isClaimed: false,
  claims: [],
  requirements: [
    { id: 1, title: 'Wear a blindfold the whole time' },
    { id: 2, title: 'Show the final screen' },
  ],
  rules: ['No harmful, illegal or hateful content.'],
  custom_rules: ['Wear a blindfold the whole time', 'Show the final screen'],
  isLive: false,
  failure_reason: null,
  failure_message: null,
  created_at: new Date(Date.now() - HOUR).toISOString(),
  ...over,
});
