import { BOUNTY_MSG } from '@crowns/contracts';
import { Dialog } from '../../../ui';
import { ShareLinkPanel } from '../../../ui/share/share-link-panel';
import { closeBountyDialog } from '../dialog-store';
import { isNoLongerActive } from '../relation';
import { bountyShareUrl } from '../share/share-links';
import type { Bounty } from '../types';
import styles from './dialogs.module.css';

/** The share dialog (kind 'share'): the link with Copy Link, and the networks of spec 02 §2. */
export function ShareDialog({ bounty }: { bounty: Bounty }) {
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && closeBountyDialog()}
      title="Share Bounty"
      description={bounty.title}
      size="sm"
    >
      {isNoLongerActive(bounty) ? (
        <p className={`${styles.note} ${styles.danger}`} role="alert">
          {BOUNTY_MSG.noLongerActive}
        </p>
      ) : (
        <ShareLinkPanel url={bountyShareUrl(bounty.id)} title={bounty.title} linkLabel="Bounty link" />
      )}
    </Dialog>
  );
}
