import { BOUNTY_LIMITS, BOUNTY_MSG } from './bounty-constants';

/** Challenge constants (spec 02 §9 and decision 014). Cover image rules are the bounty's. */
export const CHALLENGE_LIMITS = {
  titleMax: 40,
  descriptionMax: 500,
  rulesMax: 10,
  ruleMax: 200,
  /** A challenge runs at least this long… */
  durationMinHours: 1,
  /** …and at most this long. */
  durationMaxDays: 30,
  /** The start may be scheduled at most this far ahead. */
  startMaxDaysAhead: 30,
  minPrizeUsd: 5,
  prizePresetsUsd: [5, 10, 25, 50, 100],
  /** Default page of a challenge list (spec 01 §9). */
  listLimit: 10,
  /** Responses page (issue 11). */
  responsesPage: 50,
  /** Leaderboard and upvoter lists (spec 02 §9). */
  leaderboardPage: 10,
  upvotersPage: 10,
  imageMaxBytes: BOUNTY_LIMITS.imageMaxBytes,
  /** Clock skew allowed between the client's chosen start and the server's now. */
  startSlackMinutes: 5,
  /** Featured picks waiting in the schedule at once (decision 024). */
  featuredScheduleMax: 50,
} as const;

/** Where a challenge is in its life. upcoming → live → ended → paid | refunded (decision 014). */
export const CHALLENGE_STATUSES = ['upcoming', 'live', 'ended', 'paid', 'refunded'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

export const CHALLENGE_TYPES = ['video', 'live'] as const;
export type ChallengeType = (typeof CHALLENGE_TYPES)[number];

/** Platforms of the response picker (spec 01 §2: TikTok and YouTube for challenges). */
export const CHALLENGE_PICKER_PLATFORMS = ['tiktok', 'youtube'] as const;

/** List keywords of POST /challenge/all `filter` and GET /users/challenges `filter`. */
export const CHALLENGE_LIST_FILTERS = ['all', 'live', 'upcoming', 'ended'] as const;
export type ChallengeListFilter = (typeof CHALLENGE_LIST_FILTERS)[number];
export const CHALLENGE_SORTS = ['recent', 'prize', 'ending_soon', 'starting_soon', 'popular'] as const;
export type ChallengeSort = (typeof CHALLENGE_SORTS)[number];
/** GET /challenge/response/{id} sortBy; the leaderboard is always by counted upvotes. */
export const RESPONSE_SORTS = ['upvotes', 'recent', 'views'] as const;
export type ResponseSort = (typeof RESPONSE_SORTS)[number];

/** Texts shown to users. Shared ones come from BOUNTY_MSG so both say the same thing. */
export const CHALLENGE_MSG = {
  invalidFileType: BOUNTY_MSG.invalidFileType,
  fileTooLarge: BOUNTY_MSG.fileTooLarge,
  aspectRatio: BOUNTY_MSG.aspectRatio,
  imageTooSmall: BOUNTY_MSG.imageTooSmall,
  imageRequired: 'Please choose an image for your challenge.',
  titleRequired: BOUNTY_MSG.titleRequired,
  titleTooLong: 'Title must be at most 40 characters.',
  descriptionTooLong: 'Description must be at most 500 characters.',
  categoryRequired: 'Please select a category.',
  unknownCategory: BOUNTY_MSG.unknownCategory,
  rulesRequired: 'Add at least one rule.',
  tooManyRules: 'Add at most 10 rules.',
  badType: "Challenge type must be 'video' or 'live'.",
  startRequired: 'Start time is required',
  startInPast: 'The start time must not be in the past.',
  startTooFar: 'The start time must be within 30 days.',
  endRequired: 'End time is required',
  durationRange: 'A challenge must run between 1 hour and 30 days.',
  prizeRequired: 'Prize is required',
  prizeWhole: 'Prize must be a whole number of crowns.',
  minPrize: 'Amount Should be at least $5',
  notEnoughAmount: BOUNTY_MSG.notEnoughAmount,
  created: 'Challenge Created',
  notFound: 'Challenge not found.',
  notStarted: 'This challenge has not started yet.',
  ended: 'This challenge has ended.',
  addZero: BOUNTY_MSG.anteZero,
  added: 'Added to the prize',
  alreadyResponded: 'You have already responded to this challenge.',
  ownChallengeResponse: "You can't respond to your own challenge.",
  responded: 'Response Submitted.',
  responseNotFound: 'Challenge response not found.',
  ownResponseVote: "You can't upvote your own response.",
  verifyToVote: 'Please verify your email to upvote.',
  voteClosed: 'Voting has closed for this challenge.',
  upvoted: 'Upvoted',
  upvoteRemoved: 'Upvote removed',
  youngVote: 'Your vote is shown but counts toward the ranking once your account is 24 hours old.',
  favorited: 'Added to favourites',
  unfavorited: 'Removed from favourites',
  featured: 'Featured challenge updated',
  notFeaturable: 'Only an upcoming or live challenge can be featured.',
  noFeatured: 'No featured challenge.',
  scheduleChallengeRequired: 'Choose a challenge to schedule.',
  scheduleTimeRequired: 'Choose a valid date and time for the pick.',
  scheduleInPast: 'The scheduled time must be in the future.',
  scheduleAfterEnd: 'The challenge must still be open at the scheduled time: choose a time before it ends.',
  scheduleTaken: 'Another pick is already scheduled for that minute. Choose another time.',
  scheduleFull: 'At most 50 picks can wait in the schedule. Cancel one first.',
  scheduled: 'Featured pick scheduled',
  scheduleNotFound: 'Scheduled pick not found.',
  scheduleStarted: 'This pick has already taken effect, so it can no longer be cancelled.',
  scheduleAlreadyCancelled: 'This pick has already been cancelled.',
  scheduleCancelled: 'Scheduled pick cancelled',
} as const;
