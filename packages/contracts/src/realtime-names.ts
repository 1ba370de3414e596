/** Socket.IO rooms, named after the spec's channels (spec 01 §7, spec 02 §4). */
export const ROOMS = {
  public: 'public-notifications',
  privateUser: (id: number) => `private-user-${id}`,
  publicUser: (id: number) => `public-user-${id}`,
  challenge: (id: number) => `challenge-${id}`,
  /** Admins and read-only admins, joined by the server on connect (never by a client request). */
  admins: 'admins',
} as const;

/** Server → client event names. */
export const RT_EVENTS = {
  bountyCreated: 'bountyCreated',
  bountyDeleted: 'bountyDeleted',
  bountyClaimed: 'bountyClaimed',
  bountyUpped: 'bountyUpped',
  bountyClaimedExtended: 'bountyClaimedExtended',
  bountyResult: 'bountyResult',
  bountyActivity: 'bountyActivity',
  dailyBountyCreated: 'dailyBountyCreated',
  dailyBountyResult: 'dailyBountyResult',
  dailyBountyDeleted: 'dailyBountyDeleted',
  bountyAdminUpdate: 'bountyAdminUpdate',
  publicUserData: 'public-user-data',
  newPublicNotification: 'new-public-notification',
  newNotification: 'new-notification',
  bountyWinner: 'bountyWinner',
  challengeEnd: 'challengeEnd',
  challengeCreated: 'challengeCreated',
  challengeFeatured: 'challengeFeatured',
  challengeLive: 'challengeLive',
  challengeEnded: 'challengeEnded',
  /** The pool grew (add to prize): { challengeId, prize_cc, contributorsCount }. */
  challengePrizeAdded: 'challengePrizeAdded',
  challengeResponseCreated: 'challengeResponseCreated',
  challengeResUpvoted: 'challengeResUpvoted',
  newResponseSubmitted: 'newResponseSubmitted',
  responseUpvoted: 'responseUpvoted',
  followUser: 'followUser',
  /** public-user-{id}: that user's follower and following counts changed (FollowCountsPayload). */
  followCounts: 'followCounts',
  streamerActive: 'streamerActive',
  streamerInactive: 'streamerInactive',
  streamerStreamUpdate: 'streamerStreamUpdate',
  /** private-user-{id}: one of the user's withdrawals changed status (WithdrawalView). */
  withdrawalUpdated: 'withdrawalUpdated',
  /** private-user-{id}: the user's identity check changed (KycState). */
  kycUpdated: 'kycUpdated',
  /** public-notifications: an admin changed a config key (ConfigUpdatedPayload); config readers refetch. */
  configUpdated: 'configUpdated',
  /** admins: the review queue changed (a claim was submitted or decided): { bountyId, claimId }; admin pages refetch. */
  adminReviewQueue: 'adminReviewQueue',
  /** admins: a report was filed or decided: { reportId }; the reports queue refetches. */
  adminReport: 'adminReport',
  /** admins: a withdrawal was requested or changed status: { withdrawalId, status }; the payouts page refetches. */
  adminWithdrawal: 'adminWithdrawal',
} as const;
