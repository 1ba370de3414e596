import { preloadable } from '../../../lib/preloadable';

/**
 * The views a share link opens (spec 02 §4: claim, creator, ended), apart from the other dialogs: the shell starts
 * loading the one a link needs alongside the dialogs' own code and the link's call, not after both (decision 036).
 */
export const deepLinkDialogs = {
  claim: preloadable(() => import('./claim/claim-dialog'), 'ClaimDialog'),
  creator: preloadable(() => import('./creator/creator-dialog'), 'CreatorDialog'),
  ended: preloadable(() => import('./ended/ended-dialog'), 'EndedDialog'),
};
