export { CreateChallengePage } from './create/create-challenge-page';
export { ChallengeDetailPage } from './detail/challenge-detail-page';
export { ChallengesPage } from './list/challenges-page';
