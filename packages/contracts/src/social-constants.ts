/** Constants and texts of follows, streamers and live status, user suggestions, search, comments, reports and views. */
export const STREAM_PLATFORMS = ['twitch', 'kick', 'youtube', 'tiktok'] as const;
export type StreamPlatform = (typeof STREAM_PLATFORMS)[number];
export const COMMENT_MODULES = ['bounty', 'challenge_response'] as const;
export type CommentModule = (typeof COMMENT_MODULES)[number];
export const REPORT_MODELS = ['bounty', 'user', 'comment', 'challenge_response'] as const;
export type ReportModel = (typeof REPORT_MODELS)[number];
export const VIEW_MODELS = ['bountyClaims'] as const;

export const SOCIAL_LIMITS = {
  commentMax: 500,
  commentsPageDefault: 20,
  reportDetailsMax: 150,
  suggestionsMax: 10,
  searchUsersMax: 10,
  searchTextMax: 100,
  /** At most this many followers get a follower notification of one bounty event (see decision 006). */
  followerFanoutCap: 2000,
  /** A viewer's views of one submission count at most once per this many minutes. */
  viewDedupMinutes: 60,
  streamTitleMax: 140,
  streamCategoryMax: 100,
} as const;

/** Texts shown to users, word for word where the spec gives them (spec 02 §5, §8). */
export const SOCIAL_MSG = {
  followSelf: "You can't follow yourself",
  followAsYourself: 'You can only follow as yourself.',
  followType: "Follow type must be 'follow'.",
  followed: 'follow',
  unfollowed: 'unfollow',
  commentEmpty: "Comment can't be empty",
  commentTooLong: `Comment must be at most ${SOCIAL_LIMITS.commentMax} characters.`,
  commentModule: 'Comments can only be added to a bounty or a challenge response.',
  commentAdded: 'Comment added',
  challengeResponseNotFound: 'Challenge response not found.',
  commentNotFound: 'Comment not found.',
  reportIssueRequired: 'Please select an issue',
  reportDetailsEmpty: "Details can't be empty",
  reportDetailsTooLong: `Details must be at most ${SOCIAL_LIMITS.reportDetailsMax} characters.`,
  reportModel: 'Please choose what to report.',
  reported: 'Reported',
  alreadyReported: 'You have already reported this.',
  submissionNotFound: 'Submission not found.',
  viewModel: "Views can only be counted for 'bountyClaims'.",
  viewed: 'Viewed',
  searchTooLong: `Search must be at most ${SOCIAL_LIMITS.searchTextMax} characters.`,
  streamPlatform: 'Platform must be twitch, kick, youtube or tiktok.',
  streamLiveFlag: 'is_live must be true or false.',
  streamTitleTooLong: `Title must be at most ${SOCIAL_LIMITS.streamTitleMax} characters.`,
  streamUpdated: 'Stream status updated.',
  streamUnchanged: 'Stream status unchanged.',
  streamManualOff: 'Stream statuses come from the streaming platforms and cannot be set by hand.',
  streamNotForAdmins: 'Admin accounts cannot stream.',
  twitchNotConfigured: 'Twitch is not set up on this server.',
  twitchNotAnswering: 'Twitch is not answering right now. Please try again later.',
} as const;
