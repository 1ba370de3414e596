import { preloadable } from '../../../lib/preloadable';

/**
 * The views a share link opens (spec 02 §4: claim, creator, ended), apart from the other dialogs: the shell starts
 * loading the one a link needs alongside the dialogs' own code and the link's call, not after both (decision 036).
 */
export const ClaimDialog = preloadable(() => import('./claim/claim-dialog'), 'ClaimDialog');
export const CreatorDialog = preloadable(() => import('./creator/creator-dialog'), 'CreatorDialog');
export const EndedDialog = preloadable(() => import('./ended/ended-dialog'), 'EndedDialog');

export const deepLinkDialogs = { claim: ClaimDialog, creator: CreatorDialog, ended: EndedDialog };
