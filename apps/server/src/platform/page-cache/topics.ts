import { RT_EVENTS as E } from '@crowns/contracts';

/** What a shared page shows, so that a change refreshes only the pages it can alter. */
export type Topic = 'bounties' | 'challenges';
export const ALL_TOPICS: readonly Topic[] = ['bounties', 'challenges'];

const BOUNTIES: readonly Topic[] = ['bounties'];
const CHALLENGES: readonly Topic[] = ['challenges'];
const NONE: readonly Topic[] = [];

/**
 * The pages each event's change can alter. Events that only concern one person or the admins alter no shared
 * page; an event not listed here refreshes every page (a new event is safe before anyone thinks of it).
 */
const TOPICS_OF: Record<string, readonly Topic[]> = {
  [E.bountyCreated]: BOUNTIES,
  [E.bountyDeleted]: BOUNTIES,
  [E.bountyClaimed]: BOUNTIES,
  [E.bountyUpped]: BOUNTIES,
  [E.bountyClaimedExtended]: BOUNTIES,
  [E.bountyResult]: BOUNTIES,
  [E.bountyActivity]: BOUNTIES,
  [E.dailyBountyCreated]: BOUNTIES,
  [E.dailyBountyResult]: BOUNTIES,
  [E.dailyBountyDeleted]: BOUNTIES,
  [E.bountyAdminUpdate]: BOUNTIES,
  [E.bountyWinner]: BOUNTIES,
  [E.challengeEnd]: CHALLENGES,
  [E.challengeCreated]: CHALLENGES,
  [E.challengeFeatured]: CHALLENGES,
  [E.challengeLive]: CHALLENGES,
  [E.challengeEnded]: CHALLENGES,
  [E.challengePrizeAdded]: CHALLENGES,
  [E.challengeResponseCreated]: CHALLENGES,
  [E.challengeResUpvoted]: CHALLENGES,
  [E.newResponseSubmitted]: CHALLENGES,
  [E.responseUpvoted]: CHALLENGES,
  [E.newNotification]: NONE,
  [E.newPublicNotification]: NONE,
  [E.followUser]: NONE,
  [E.followCounts]: NONE,
  [E.withdrawalUpdated]: NONE,
  [E.kycUpdated]: NONE,
  [E.adminReviewQueue]: NONE,
  [E.adminReport]: NONE,
  [E.adminWithdrawal]: NONE,
};

/** The topics the events named `names` change, each once. */
export function topicsOf(names: Iterable<string>): Topic[] {
  const topics = new Set<Topic>();
  for (const name of names) for (const topic of TOPICS_OF[name] ?? ALL_TOPICS) topics.add(topic);
  return [...topics];
}

/** The NOTIFY payload of a commit's topics: comma-separated ('' when none). */
export const wakePayload = (topics: readonly Topic[]) => topics.join(',');
