import { BOUNTY_MSG } from '@crowns/contracts';
import { ArrowUpCircle } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { openLogin } from '../../../../lib/app-actions';
import { useSession } from '../../../../lib/session';
import { Button, Dialog } from '../../../../ui';
import { claimBounty } from '../../api/bounty-actions';
import { closeBountyDialog, openBountyDialog } from '../../dialog-store';
import { buttonsFor, isNoLongerActive, myClaim, relationOf } from '../../relation';
import type { Bounty } from '../../types';
import styles from '../dialogs.module.css';
import { useBountyAction } from '../hooks/use-bounty-action';
import { BountySummary } from '../parts/bounty-summary';
import { BountyTabs } from '../parts/bounty-tabs';
import { ShareButton } from '../parts/share-button';
import { BountyAccepted } from './bounty-accepted';

type Props = { bounty: Bounty; actionsDisabled?: boolean };

/**
 * Bounty Info for an available bounty (spec 02 §2, §4): tabs Requirements and Activity; Share, Up the Ante and Claim
 * Bounty by relation. A claim leads to Bounty Accepted!. The claimer (deep link) sees the actions disabled, 'Claimed'.
 */
export function ClaimDialog({ bounty, actionsDisabled }: Props) {
  const session = useSession();
  const { pathname } = useLocation();
  const [accepted, setAccepted] = useState(false);
  const claim = useBountyAction({
    action: () => claimBounty(bounty.id),
    success: BOUNTY_MSG.claimed,
    onSuccess: () => setAccepted(true),
  });
  const close = () => closeBountyDialog();

  if (accepted)
    return (
      <Dialog open onOpenChange={(o) => !o && close()} title="Bounty Accepted!" size="sm">
        <BountyAccepted bounty={bounty} />
      </Dialog>
    );

  const relation = relationOf(bounty, session?.userId);
  const buttons = buttonsFor(relation, { onDashboard: pathname.startsWith('/dashboard') });
  const claimedByMe = myClaim(bounty, session?.userId)?.status === 'claimed';
  const locked = actionsDisabled || claimedByMe;
  const target = bounty.target_user?.sc_username;

  const upTheAnte = () => {
    if (!session) return openLogin();
    if (isNoLongerActive(bounty)) return void toast.error(BOUNTY_MSG.noLongerActive);
    openBountyDialog('upTheAnte', { bounty, from: 'claim' });
  };

  return (
    <Dialog open onOpenChange={(o) => !o && close()} title="Bounty Info" size="lg" focusContent>
      <BountySummary bounty={bounty} />
      {relation === 'forAnotherUser' && target ? (
        <p className={styles.note}>
          This bounty is for <span className={styles.handle}>@{target}</span>. Only they can claim it, but you can Up
          the Ante or share it.
        </p>
      ) : null}
      {claimedByMe ? (
        <p className={styles.note}>
          You claimed this bounty.{' '}
          <button type="button" className={styles.link} onClick={() => openBountyDialog('claimed', { bounty })}>
            Open Claimed Bounty Details
          </button>
        </p>
      ) : null}
      <BountyTabs bounty={bounty} />
      <div className={`${styles.actions} ${styles.footer}`}>
        {buttons.includes('share') ? <ShareButton bounty={bounty} /> : null}
        {buttons.includes('upTheAnte') ? (
          <Button variant="secondary" onClick={upTheAnte} disabled={locked}>
            <ArrowUpCircle size={16} aria-hidden /> Up the Ante
          </Button>
        ) : null}
        {buttons.includes('claim') ? (
          <Button onClick={() => (session ? claim.run() : openLogin())} loading={claim.pending} disabled={locked}>
            {locked ? 'Claimed' : claim.pending ? 'Claiming...' : 'Claim Bounty'}
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}
