/** What deleting an account does (decision 015), as the danger zone explains it before anyone confirms. */
export const DELETE_CONSEQUENCES = [
  'Your email, avatar, banner, display name and bio are erased, and your username becomes free for others.',
  'Bounties you created that are still open are cancelled: every contributor gets their crowns back.',
  'Bounties you claimed and have not finished are quit, so others can claim them.',
  'Challenges you created that have not ended are cancelled and their prize pools refunded.',
  'Crowns still in your wallet are not paid out: spend them first.',
  'Every device is signed out and you cannot log in with this account again.',
] as const;
