/** What deleting an account does (decision 015), as the danger zone explains it before anyone confirms. */
export const DELETE_CONSEQUENCES = [
  'Your email, avatar, banner, display name, bio, follows and linked streams are erased, and your username becomes free for others.',
  'Open bounties you created, or that are aimed at you, are cancelled: every contributor gets back exactly what they put in.',
  'Bounties someone else is already working on keep running to their result.',
  'Your claims are quit and a video of yours awaiting review is withdrawn; those bounties refund their contributors.',
  'Challenges you created or joined run to their end by their own rules.',
  'Crowns left in your wallet are not paid out: spend them first.',
  'Every device is signed out, and your email and password no longer log in.',
] as const;
