import { BOUNTY_MSG } from '@crowns/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../../../lib/session';
import { Badge, Button, Dialog } from '../../../../ui';
import { closeBountyDialog } from '../../dialog-store';
import { antesOf, statusLabel } from '../../relation';
import type { Bounty } from '../../types';
import styles from '../dialogs.module.css';
import { BountySummary } from '../parts/bounty-summary';
import { BountyTabs } from '../parts/bounty-tabs';
import { ShareButton } from '../parts/share-button';
import { CancelBounty } from './cancel-bounty';

/**
 * Created Bounty Info (spec 02 §2, §4): status, reward, antes, activity, share, and Delete — only while active with
 * no antes; the button reads 'Claimed' once the bounty is not active.
 */
export function CreatorDialog({ bounty }: { bounty: Bounty }) {
  const session = useSession();
  const [step, setStep] = useState<'info' | 'cancel' | 'cancelled'>('info');
  const active = bounty.status === 'active';
  const antes = antesOf(bounty);
  const deletable = active && antes === 0 && bounty.bounty_type !== 'daily';
  const holder = bounty.claims.find((c) => c.status === 'claimed' || c.status === 'submitted');

  if (step !== 'info')
    return (
      <Dialog
        open
        onOpenChange={(o) => !o && closeBountyDialog()}
        title={step === 'cancel' ? 'Cancel Bounty' : 'Bounty Cancelled'}
        size="sm"
      >
        <CancelBounty bounty={bounty} onBack={() => setStep('info')} onDone={() => setStep('cancelled')} />
      </Dialog>
    );

  return (
    <Dialog open onOpenChange={(o) => !o && closeBountyDialog()} title="Created Bounty Info" size="lg" focusContent>
      <BountySummary
        bounty={bounty}
        status={<Badge tone={active ? 'success' : 'warning'}>{statusLabel(bounty, session?.userId)}</Badge>}
      />
      {holder ? (
        <p className={styles.note}>
          Claimed by @{holder.user.sc_username}
          {holder.status === 'submitted' ? ': the video is in review (24-48 hours).' : '.'}
        </p>
      ) : null}
      {active && antes > 0 ? <p className={styles.note}>{BOUNTY_MSG.cannotDelete}</p> : null}
      <BountyTabs bounty={bounty} />
      <div className={`${styles.actions} ${styles.footer}`}>
        <ShareButton bounty={bounty} />
        {bounty.bounty_type === 'daily' ? null : (
          <Button variant="danger" onClick={() => setStep('cancel')} disabled={!deletable}>
            {active ? (
              <>
                <Trash2 size={16} aria-hidden /> Delete
              </>
            ) : (
              'Claimed'
            )}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
