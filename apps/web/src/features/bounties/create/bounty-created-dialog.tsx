import { CheckCircle2, LayoutDashboard, LayoutGrid, Share2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { SharePopup } from '../../../ui/share/share-popup';
import { bountyShareUrl } from '../share/share-links';
import type { Bounty } from '../types';
import styles from './create.module.css';

type Props = {
  bounty: Bounty | null;
  /** Closed without choosing a destination (Esc, the close button). */
  onDismiss: () => void;
  /** Leaving through My Dashboard or View Bountyboard. */
  onLeave: () => void;
};

/** 'Bounty Created' success: Share, My Dashboard, View Bountyboard (spec 02 §2). */
export function BountyCreatedDialog({ bounty, onDismiss, onLeave }: Props) {
  const navigate = useNavigate();
  const go = (to: string) => {
    onLeave();
    navigate(to);
  };
  return (
    <Dialog
      open={bounty !== null}
      onOpenChange={(open) => (open ? undefined : onDismiss())}
      title="Bounty Created"
      size="sm"
    >
      {bounty ? (
        <div className={styles.created}>
          <CheckCircle2 size={48} className={styles.createdIcon} aria-hidden />
          <p>
            <strong>{bounty.title}</strong> is live on the bounty board.
            {bounty.target_user ? ` @${bounty.target_user.sc_username} will see it on their bounty board.` : ''}
          </p>
          <div className={styles.createdActions}>
            <SharePopup
              url={bountyShareUrl(bounty.id)}
              label="Share bounty"
              title={bounty.title}
              trigger={
                <Button variant="secondary" block>
                  <Share2 size={16} aria-hidden /> Share
                </Button>
              }
            />
            <Button variant="secondary" block onClick={() => go('/dashboard')}>
              <LayoutDashboard size={16} aria-hidden /> My Dashboard
            </Button>
            <Button block onClick={() => go('/bounty')}>
              <LayoutGrid size={16} aria-hidden /> View Bountyboard
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
