import { inArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { claimBounty, submitClaim, upTheAnte } from '../../modules/bounties/bounty-actions.service';
import { createBounty } from '../../modules/bounties/bounty-create';
import { createDaily } from '../../modules/bounties/bounty-daily.service';
import { reviewClaim } from '../../modules/bounties/bounty-review.service';
import { PROMOTIONS, transfer, wallet } from '../../platform/ledger';
import { users } from '../schema';
import { demoCover } from './demo-art';

const HOUR = 3_600_000;

/** Starting crowns of each demo account (cc_per_usd is 100 in the default config: $500). */
export const DEMO_CREDIT = 50_000;

type DemoBounty = {
  key: string;
  creator: string;
  title: string;
  target?: string;
  categories: string[];
  rules: string[];
  crowns: number;
  hours: number;
  colors: [[number, number, number], [number, number, number]];
};

/** Demo bounties, created through the same services as the API so escrow, activity and events are real. */
export const DEMO_BOUNTIES: DemoBounty[] = [
  {
    key: 'blindfold',
    creator: 'demo_viewer',
    title: 'Beat the boss blindfolded',
    target: 'kai_streams',
    categories: ['Gaming'],
    rules: ['Blindfold on for the whole fight', 'Camera on your face'],
    crowns: 2500,
    hours: 24,
    colors: [
      [76, 29, 149],
      [236, 72, 153],
    ],
  },
  {
    key: 'pepper',
    creator: 'demo_viewer',
    title: 'Eat a ghost pepper',
    categories: ['IRL', 'Cooking'],
    rules: ['Whole pepper, no milk for 60 seconds'],
    crowns: 1000,
    hours: 12,
    colors: [
      [127, 29, 29],
      [245, 158, 11],
    ],
  },
  {
    key: 'noscope',
    creator: 'rexplays',
    title: 'Five no-scopes in a row',
    categories: ['Gaming'],
    rules: ['Ranked match', 'Show the kill feed'],
    crowns: 1500,
    hours: 36,
    colors: [
      [15, 23, 42],
      [34, 197, 94],
    ],
  },
  {
    key: 'shanty',
    creator: 'mira_tv',
    title: 'Sing a sea shanty live',
    target: 'luna_live',
    categories: ['Music', 'Just Chatting'],
    rules: ['Full song', 'Chat picks the shanty'],
    crowns: 2000,
    hours: 6,
    colors: [
      [12, 74, 110],
      [56, 189, 248],
    ],
  },
  {
    key: 'speedrun',
    creator: 'kai_streams',
    title: 'Sub-20 minute speedrun',
    categories: ['Gaming', 'Challenges'],
    rules: ['Any% category', 'Timer on screen'],
    crowns: 3000,
    hours: 48,
    colors: [
      [30, 27, 75],
      [139, 92, 246],
    ],
  },
  {
    key: 'karaoke',
    creator: 'luna_live',
    title: 'Karaoke a power ballad',
    categories: ['Music'],
    rules: ['Full chorus, no lyrics on screen', 'Hit the high note'],
    crowns: 5000,
    hours: 24,
    colors: [
      [88, 28, 135],
      [250, 204, 21],
    ],
  },
];

/**
 * Demo wallets and bounties on an empty database: every demo account gets a welcome credit; the bounties above are
 * created, one is upped, one claimed, and the speedrun and the karaoke (won by the demo viewer, so they have crowns
 * to withdraw) are claimed, submitted and approved so the board has completed bounties with a video.
 */
export async function seedDemoBounties(deps: AppDeps) {
  const { db } = deps.database;
  const names = ['demo_viewer', 'kai_streams', 'luna_live', 'rexplays', 'mira_tv', 'crowns_admin'];
  const rows = await db
    .select({ id: users.id, name: users.scUsername })
    .from(users)
    .where(inArray(users.scUsername, names));
  const id = (name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`demo user ${name} missing`);
    return row.id;
  };
  for (const name of names.slice(0, -1))
    await transfer(db, {
      from: PROMOTIONS,
      to: wallet(id(name)),
      amount: DEMO_CREDIT,
      type: 'promo_credit',
      memo: 'Welcome credit',
    });

  const now = deps.clock.now().getTime();
  const created = new Map<string, number>();
  for (const b of DEMO_BOUNTIES) {
    const bounty = await createBounty(deps, id(b.creator), {
      fields: {
        title: b.title,
        description: '',
        category: JSON.stringify(b.categories),
        target_user: b.target ? String(id(b.target)) : undefined,
        bounty_type: 'video',
        rules: JSON.stringify(b.rules),
        starting_cc: String(b.crowns),
        duration_end_time: new Date(now + b.hours * HOUR).toISOString(),
      },
      image: { data: demoCover(...b.colors) },
    });
    created.set(b.key, bounty.id);
  }
  const bountyId = (key: string) => created.get(key)!;

  await upTheAnte(deps, id('luna_live'), bountyId('pepper'), 500);
  await upTheAnte(deps, id('mira_tv'), bountyId('pepper'), 300);
  await upTheAnte(deps, id('rexplays'), bountyId('blindfold'), 700);
  await claimBounty(deps, id('kai_streams'), bountyId('noscope'));

  const won = await claimBounty(deps, id('rexplays'), bountyId('speedrun'));
  await submitClaim(deps, id('rexplays'), bountyId('speedrun'), won.data.claimId, {
    platform: 'youtube',
    title: 'Sub-20 run',
    description: 'Any% in 19:42',
    category: 'Gaming',
    clip_url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
  });
  await reviewClaim(deps, id('crowns_admin'), bountyId('speedrun'), { claimId: won.data.claimId, decision: 'approve' });

  // The demo viewer won one too: earned crowns they can withdraw (decision 018), paid by the real payout.
  const sang = await claimBounty(deps, id('demo_viewer'), bountyId('karaoke'));
  await submitClaim(deps, id('demo_viewer'), bountyId('karaoke'), sang.data.claimId, {
    platform: 'youtube',
    title: 'Power ballad, high note included',
    description: 'One take',
    category: 'Music',
    clip_url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
  });
  await reviewClaim(deps, id('crowns_admin'), bountyId('karaoke'), { claimId: sang.data.claimId, decision: 'approve' });

  await createDaily(deps, id('crowns_admin'), {
    title: 'Clip your best play',
    description: 'Post your best moment of the day. Every approved clip earns the reward.',
    image_url: null,
    category: ['Gaming'],
    rules: ['Clip under 60 seconds', 'Posted today'],
    reward_cc: 500,
    number_of_claims: 20,
    duration_start_time: new Date(now - HOUR).toISOString(),
    duration_end_time: new Date(now + 23 * HOUR).toISOString(),
  });
}
