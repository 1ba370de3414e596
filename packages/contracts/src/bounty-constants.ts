/** Bounty constants of spec 02 §5 and §9. */
export const BOUNTY_LIMITS = {
  titleMax: 25,
  descriptionMax: 150,
  submitTitleMax: 25,
  submitDescriptionMax: 150,
  categoriesMax: 3,
  durationMinHours: 1,
  durationMaxHours: 48,
  durationPresetsHours: [1, 3, 6, 12, 24],
  minRewardUsd: 5,
  rewardPresetsUsd: [5, 10, 15, 20],
  defaultAnteUsd: 5,
  extendMaxMinutes: 15,
  imageMaxBytes: 10 * 1024 * 1024,
  imageMinWidth: 320,
  imageMinHeight: 180,
  imageAspect: 16 / 9,
  imageAspectTolerance: 0.05,
  /** Clock skew allowed between the client's "now + hours" and the server's now. */
  durationSlackMinutes: 5,
} as const;

export const BOUNTY_TYPES = ['live', 'video', 'daily'] as const;
export type BountyType = (typeof BOUNTY_TYPES)[number];

/** Stored statuses; 'available' is only a list label for active. */
export const BOUNTY_STATUSES = [
  'active',
  'claimed',
  'submitted',
  'completed',
  'failed',
  'unclaimed',
  'cancelled',
] as const;
export type BountyStatus = (typeof BOUNTY_STATUSES)[number];

export const CLAIM_STATUSES = ['active', 'claimed', 'submitted', 'completed', 'failed', 'quitted', 'expired'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const FAILURE_REASONS = ['unclaimed', 'expired', 'quitted', 'requirements'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

export const SUBMIT_PLATFORMS = ['youtube', 'tiktok', 'twitch', 'kick'] as const;

/** Texts shown to users (spec 02 §5, §8), word for word where the spec gives them. */
export const BOUNTY_MSG = {
  invalidFileType: 'Invalid file type. Please choose a JPG, PNG, or GIF image.',
  fileTooLarge: 'File size exceeds 10MB limit.',
  aspectRatio: 'Image must have a 16:9 aspect ratio.',
  imageTooSmall: 'Image must be at least 320x180 pixels.',
  imageRequired: 'Please choose an image for your bounty.',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 25 characters.',
  descriptionTooLong: 'Description must be at most 150 characters.',
  categoryRequired: 'Select at least one category',
  tooManyCategories: 'Select at most 3 categories.',
  unknownCategory: 'Unknown category.',
  requirementRequired: 'Requirement is required',
  timeRequired: 'Time is required',
  durationRange: 'Time must be between 1 and 48 hours.',
  rewardRequired: 'Reward is required',
  rewardWhole: 'Reward must be a whole number of crowns.',
  minReward: 'Amount Should be at least $5',
  notEnoughAmount: "You don't have enough amount",
  targetRequired: 'Target user is required',
  liveRequired: 'Live bounty is required',
  targetNotFound: 'Target user not found.',
  targetSelf: "You can't target yourself.",
  targetNotLive: 'Target user is not live. A live bounty needs a streamer who is live now.',
  badType: "Bounty type must be 'live' or 'video'.",
  created: 'Bounty Created',
  notFound: 'Bounty not found.',
  notStarted: 'Bounty has not started yet',
  alreadyClaimed: 'You have already claimed this bounty',
  claimLimit: 'Bounty claim limit reached.',
  noLongerActive: 'Bounty is no longer active',
  notTarget: 'This bounty is for another user. Only the target user can claim it.',
  ownBounty: "You can't claim your own bounty.",
  claimed: 'Claimed Successfully',
  anteZero: 'Crown amount cannot be 0. Please enter a valid value.',
  upped: 'Up the Ante',
  claimNotFound: 'Claim not found.',
  notYourClaim: 'Only the claimer can do this.',
  claimNotOpen: 'This claim is no longer open.',
  quit: 'Quit Bounty',
  extendTooLong: 'You can extend by at most 15 minutes.',
  alreadyExtended: 'Time already extended',
  extended: 'Time Extened',
  linkRequired: 'Please enter video link',
  linkInvalid: 'Please enter a valid video link.',
  platformRequired: 'Please select a platform.',
  submitTitleRequired: 'Title is required',
  categorySubmitRequired: 'Please select a category.',
  submitted: 'Bounty Submitted.',
  approved: 'Verification Successful',
  failedReview: 'Bounty Failed',
  notInReview: 'This bounty is not waiting for review.',
  reasonRequired: 'Please give a reason.',
  onlyCreatorDeletes: 'Only the creator can delete this bounty.',
  cannotDelete: 'A bounty can only be deleted while it is active and nobody has upped the ante.',
  deleted: 'Bounty deleted',
  dailyCreated: 'Daily bounty created',
  dailyUpdated: 'Daily bounty updated',
  dailyDeleted: 'Daily bounty deleted',
  notDaily: 'Only daily bounties can be managed here.',
  dailyHasSubmissions: 'Review the submissions waiting on this daily bounty before deleting it.',
  claimsBelowTaken: 'The number of claims cannot be below the claims already taken.',
  claimsRange: 'Number of claims must be a whole number from 1 to 10,000.',
} as const;

/** Failure texts of spec 02 §8 by failure reason. */
export const BOUNTY_FAILURE_TEXT: Record<FailureReason, string> = {
  unclaimed: 'Your bounty was not claimed within the required time.',
  expired: 'Your bounty was not completed within the required time.',
  quitted: 'The bounty was not completed because you chose to quit.',
  requirements: 'Your bounty was not completed due to unmet requirements.',
};
